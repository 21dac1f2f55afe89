import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite'
import { compressAssets } from '../../scripts/vite-compress.mjs'

const apiTarget = 'http://127.0.0.1:3333'

/**
 * @kobza/contract's modules only define values, but without `"sideEffects": false` in its
 * package.json the bundler must keep every module its index re-exports — zod schemas included —
 * as soon as the app reads one constant (breakpoints, limits). This declares what that field
 * would; drop it once the contract declares it.
 */
function contractHasNoSideEffects(): Plugin {
  return {
    name: 'kobza:contract-has-no-side-effects',
    transform: {
      // @kobza/ledger likewise: its index re-exports the node clients and deployers the browser never runs.
      filter: { id: /[\\/]packages[\\/](contract|ledger)[\\/]src[\\/]/ },
      // Except the contract's zod.ts, whose one statement (zod's jitless mode, see there) must run.
      handler: (code, id) => ({ code, map: null, moduleSideEffects: /[\\/]contract[\\/]src[\\/]zod\.ts$/.test(id) }),
    },
  }
}

/** The modules whose chunks `/` needs right after the shell: the home screen and its feature's strings. */
const homeModules = [
  /[\\/]features[\\/]feed[\\/]screens[\\/]HomeScreen\.tsx$/,
  /[\\/]features[\\/]feed[\\/]i18n[\\/]index\.ts$/,
]

/**
 * Writes dist/home.html, which the server sends for `/` (serve_apps_middleware.ts): index.html
 * plus a modulepreload for every chunk the lazy home screen needs (and a stylesheet link for
 * CSS of their own, were CSS split per chunk again). Without them the browser learns of those files only once the shell has downloaded
 * and run — a second round of requests before the feed can even be asked for, about 0.6 s per
 * round trip on a slow phone network. Other routes keep index.html and download nothing extra.
 */
function homePreloads(): Plugin {
  return {
    name: 'kobza:home-preloads',
    apply: 'build',
    // After Vite's own HTML plugin has put index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const entry = chunks.find((chunk) => chunk.isEntry)
      const html = bundle['index.html']
      if (!entry || !html || html.type !== 'asset') return
      // What index.html already loads: the entry and everything it imports statically.
      const loaded = new Set<string>()
      const walk = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || loaded.has(fileName)) return
        into.add(fileName)
        for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into)
      }
      walk(entry.fileName, loaded)
      const home = new Set<string>()
      for (const pattern of homeModules) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => pattern.test(id)))
        if (!chunk) throw new Error(`kobza:home-preloads: no chunk for ${String(pattern)}`)
        walk(chunk.fileName, home)
      }
      const links = [...home].flatMap((fileName) => [
        `<link rel="modulepreload" crossorigin href="/${fileName}">`,
        ...[...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])].map(
          (css) => `<link rel="stylesheet" crossorigin href="/${css}">`
        ),
      ])
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
      })
    },
  }
}

export default defineConfig({
  base: '/',
  plugins: [react(), contractHasNoSideEffects(), homePreloads(), compressAssets()],
  resolve: {
    // Workspace packages export their TypeScript under "source", so they compile from src without a build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    // ../../scripts/bundle-budget.mjs reads the manifest to find what `/` loads before any lazy route.
    manifest: true,
    /*
     * One stylesheet for the whole app (about 15 KB brotli) instead of one per chunk: on a slow
     * phone network every request costs a round trip (0.56 s on the bench's Slow 4G) and the
     * browser opens six connections at most, so `/`'s sixteen small stylesheets queued behind
     * its scripts. Lazy screens then need no stylesheet request of their own either.
     */
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Libraries change less often than the app: separate chunks stay cached across
           * deploys. Only modules the entry graph reaches land here; lazy screens keep
           * their own dependencies.
           */
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
})
