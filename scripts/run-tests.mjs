/*
 * `npm test`: every workspace's tests (API on SQLite and PostgreSQL, unit tests,
 * Storybook stories in Chromium), then the end-to-end suite, then one summary line.
 * `npm test -- --hostile` (CI) runs the hostile and fault suite (`npm run test:hostile`)
 * after them, and its counts join the summary.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { sumTestCounts } from './test-counts.mjs'

const root = new URL('..', import.meta.url).pathname
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? spawnSync('ls', [join(root, pattern.slice(0, -2))], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)
        .map((name) => join(root, pattern.slice(0, -2), name))
    : [join(root, pattern)]
)
const countDirs = workspaces.map((dir) => join(dir, '.test-counts'))
const hostile = process.argv.includes('--hostile')
const turboArgs = process.argv.slice(2).filter((arg) => arg !== '--hostile')

function run(command, args) {
  const started = Date.now()
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  console.log(`\n⏱ ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result.status === 0
}

const nodeOk = run(process.execPath, ['scripts/check-node.mjs', '--verbose'])
// Counts of tasks that run are rewritten; those turbo restores from cache come back with their outputs.
for (const dir of countDirs) rmSync(dir, { recursive: true, force: true })
const unitOk = nodeOk && run('turbo', ['run', 'test', '--concurrency=2', ...turboArgs])
const e2eOk = unitOk && run('turbo', ['run', 'e2e', ...turboArgs])
// The production build it needs is already there: the e2e run made it.
const hostileOk = !hostile || (e2eOk && run(process.execPath, ['hostile/run.mjs']))

const { passed, failed, runs } = sumTestCounts(countDirs)
console.log('\nTest runs:')
for (const entry of runs) console.log(`  ${entry.name.padEnd(40)} ${entry.passed} passed, ${entry.failed} failed`)
const ok = nodeOk && unitOk && e2eOk && hostileOk && failed === 0 && passed > 0
if (!ok && failed === 0) console.log('A test command failed before reporting counts (see above).')
console.log(`\n${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`)
process.exit(ok ? 0 : 1)
