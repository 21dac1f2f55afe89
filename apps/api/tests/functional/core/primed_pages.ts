import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { primedAnswersElementId, type PrimedAnswer } from '@kobza/contract'
import kobzaConfig from '#config/kobza'

/** The primed answers inside a page, as the web app reads them (apps/web/src/app/browserClient.ts). */
export function answersIn(html: string): PrimedAnswer[] {
  const match = new RegExp(`<script type="application/json" id="${primedAnswersElementId}">(.*?)</script>`, 's').exec(
    html
  )
  if (!match) throw new Error('the page has no primed answers')
  return JSON.parse(match[1]!) as PrimedAnswer[]
}

/**
 * Serves a built web app made of `files` (path in dist → content) for a test group; returns
 * the group's teardown.
 */
export function serveWebFiles(files: Record<string, string>): () => void {
  const saved = { serveApps: kobzaConfig.serveApps, webDist: kobzaConfig.webDist }
  const dist = mkdtempSync(join(tmpdir(), 'kobza-web-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), content)
  }
  kobzaConfig.serveApps = true
  kobzaConfig.webDist = dist
  return () => {
    Object.assign(kobzaConfig, saved)
    rmSync(dist, { recursive: true, force: true })
  }
}
