import { createHash } from 'node:crypto'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { staticClosure } from './routePages'

/** Where the service worker (public/sw.js) reads the list from, with importScripts. */
export const precacheFile = 'sw-precache.js'

/**
 * The app shell's files as the service worker precaches them: index.html (the offline fallback
 * of every page), the entry's chunks and stylesheets (what `/` loads before any lazy screen),
 * and the public files the page names. Lazy screens are cached on first use instead: precaching
 * every chunk would cost a phone on a slow, metered network the whole app on first visit.
 */
export function precacheList(shellFiles: readonly string[], publicFiles: readonly string[]): string[] {
  return [...new Set(['/index.html', ...shellFiles.map((file) => `/${file}`), ...publicFiles])].sort()
}

/** The list's version: changes with any file's name (hashed) or with index.html, so a deploy installs a new worker. */
export function precacheVersion(urls: readonly string[], indexHtml: string): string {
  return createHash('sha256').update(urls.join('\n')).update(indexHtml).digest('hex').slice(0, 16)
}

/** The script public/sw.js imports: `self.kobzaPrecache = { version, urls }`. */
export function precacheScript(version: string, urls: readonly string[]): string {
  return `self.kobzaPrecache = ${JSON.stringify({ version, urls })}\n`
}

/**
 * Writes dist/sw-precache.js: the shell's files (see precacheList) and their version. `chunks`
 * names lazy chunks kept too: the contract's (`zod`), which every API call loads beside its
 * request. Without it a page opened offline could not send what waits in the offline queue once
 * the connection returns (a dynamic import that failed once fails for the page's lifetime).
 */
export function precache(publicFiles: readonly string[], chunks: readonly string[] = []): Plugin {
  return {
    name: 'kobza:precache',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html']
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)
      if (index?.type !== 'asset' || !entry) return
      const extra = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk' && chunks.includes(item.name)
      )
      const closure = [...new Set([entry, ...extra].flatMap((root) => staticClosure(bundle, root)))]
      const shellFiles = [
        ...closure.map((chunk) => chunk.fileName),
        ...closure.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
      ]
      const urls = precacheList(shellFiles, publicFiles)
      this.emitFile({
        type: 'asset',
        fileName: precacheFile,
        source: precacheScript(precacheVersion(urls, String(index.source)), urls),
      })
    },
  }
}
