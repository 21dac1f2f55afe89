/*
 * Publishes the Storybook to Chromatic for visual review, only when a project
 * token is configured: without one (local runs, CI here) it does nothing.
 */
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.')
  process.exit(0)
}
const build = spawnSync('npm', ['run', 'build', '-w', '@kobza/stories'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const result = spawnSync('chromatic', ['--storybook-build-dir', 'stories/storybook-static', '--exit-zero-on-changes'], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
