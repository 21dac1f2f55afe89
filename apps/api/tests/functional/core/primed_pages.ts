import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { primedAnswersElementId, type PrimedAnswer } from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { repoRoot } from '#core/paths'

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
 * the group's teardown. Pages are rendered on the server only when `serverEntry` names a
 * server build (the real one: `builtServerEntry`).
 */
export function serveWebFiles(files: Record<string, string>, serverEntry: string | null = null): () => void {
  const saved = {
    serveApps: kobzaConfig.serveApps,
    webDist: kobzaConfig.webDist,
    webServerEntry: kobzaConfig.webServerEntry,
  }
  const dist = mkdtempSync(join(tmpdir(), 'kobza-web-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), content)
  }
  kobzaConfig.serveApps = true
  kobzaConfig.webDist = dist
  kobzaConfig.webServerEntry = serverEntry
  return () => {
    Object.assign(kobzaConfig, saved)
    rmSync(dist, { recursive: true, force: true })
  }
}

/** apps/web's server build (`npm run build` there; turbo builds it before the API's tests). */
export const builtServerEntry = join(repoRoot, 'apps/web/dist-server/entry-server.js')
