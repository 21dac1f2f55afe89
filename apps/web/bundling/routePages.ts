import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { routePagesFile, type RoutePage } from '../../../packages/contract/src/primed'

/**
 * The paths a feature's routes declare, read from its feature.tsx (`path: '/hall-of-fame'`).
 * src/app/routePages.test.ts checks them against the app's route table, so a route written
 * another way fails a test rather than losing its page.
 */
export function routePatterns(featureSource: string): string[] {
  return [...featureSource.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]!)
}

/** Folders under src/features that have a feature.tsx. */
export function featureFolders(featuresDir: string): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(featuresDir, entry.name)).includes('feature.tsx'))
    .map((entry) => entry.name)
}

/** A chunk and every chunk it imports statically, in load order. */
export function staticClosure(bundle: OutputBundle, root: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const file of chunk.imports) {
      const imported = bundle[file]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  visit(root)
  return [...seen.values()]
}

/**
 * A page's head with `script` (a file of public/) first, so that it is asked for before the
 * page's chunks. Async: it runs when it arrives and blocks nothing.
 */
export function withEarlyScript(html: string, script: string): string {
  const tag = `<script async src="${script}"></script>`
  return /<meta charset="[^"]*"\s*\/?>/i.test(html)
    ? html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${tag}`)
    : html.replace('<head>', `<head>\n    ${tag}`)
}

/**
 * The page's stylesheets written into it (issue 35): on a phone's slow network each stylesheet
 * cost a round trip, on a connection of its own, before the server-rendered page could paint
 * (FCP 2.0–2.6 s under Lighthouse). Each `<link rel="stylesheet">` of `styleOf`'s files becomes
 * a `<style>` with its text, and the link stays, disabled: it loads and applies nothing, but
 * Vite's loader of lazy chunks, finding it, does not fetch that stylesheet again. The server
 * allows these `<style>` elements by their hashes (apps/api's serve_apps_middleware).
 */
export function withInlineStyles(html: string, styleOf: (file: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    const css = styleOf(file)
    // A text that could end its element is left as a link (a minified sheet never has one).
    if (css === undefined || /<\/style/i.test(css)) return link
    return `<style data-href="/${file}">${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`
  })
}

/**
 * Writes a page per feature (see @kobza/contract's routePagesFile): index.html naming in its
 * head the chunks and stylesheets of the feature's screens that `/` does not load already.
 * Every page, index.html too, carries its stylesheets written in (withInlineStyles).
 * The chunk of a feature is the one vite.config.ts's groups name after it. `earlyScripts`
 * gives a feature's page a script of public/ that starts before the app (see there); other
 * pages, `/` first, do not spend a request on it.
 */
export function routePages(featuresDir: string, earlyScripts: Readonly<Record<string, string>> = {}): Plugin {
  return {
    name: 'kobza:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html']
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (index?.type !== 'asset') return
      // Without an entry chunk (a top-level await in src/main.tsx did that) the pages would lose their preloads unnoticed.
      if (!entry) this.error('index.html has no entry chunk: the route pages cannot name what `/` loads')
      const styleOf = (file: string) => {
        const asset = bundle[file]
        return asset?.type === 'asset' ? String(asset.source) : undefined
      }
      const html = String(index.source)
      index.source = withInlineStyles(html, styleOf)
      const loadedByIndex = new Set(staticClosure(bundle, entry).map((chunk) => chunk.fileName))
      const pages: RoutePage[] = []
      for (const feature of featureFolders(featuresDir)) {
        const chunk = chunks.find((candidate) => candidate.name === feature && !candidate.isEntry)
        if (!chunk) continue
        const needed = staticClosure(bundle, chunk).filter((needed) => !loadedByIndex.has(needed.fileName))
        const styles = new Set(needed.flatMap((needed) => [...(needed.viteMetadata?.importedCss ?? [])]))
        const links = [
          ...needed.map((needed) => `<link rel="modulepreload" crossorigin href="/${needed.fileName}">`),
          ...[...styles].map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`),
        ]
        const page = `pages/${feature}.html`
        const early = earlyScripts[feature]
        this.emitFile({
          type: 'asset',
          fileName: page,
          source: withInlineStyles(
            (early ? withEarlyScript(html, early) : html).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
            styleOf
          ),
        })
        const source = readFileSync(join(featuresDir, feature, 'feature.tsx'), 'utf8')
        for (const pattern of routePatterns(source)) pages.push({ pattern, page })
      }
      this.emitFile({ type: 'asset', fileName: routePagesFile, source: `${JSON.stringify(pages, null, 2)}\n` })
    },
  }
}
