import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
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

/**
 * Every module the entry imports statically (the shell and the home screen), collected once the
 * graph is known, so the `shell` group below can put them into one chunk. Left to itself the
 * bundler splits out each module a lazy screen shares with the shell (twenty small files for
 * `/`), and a phone on a slow network fetches them six at a time, a round trip per wave.
 */
function shellModules() {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'kobza:shell-modules',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      while (pending.length > 0) {
        const id = pending.pop()!
        if (modules.has(id)) continue
        const imported = this.getModuleInfo(id)?.importedIds ?? []
        // The graph still holds what tree-shaking will drop, like every schema the contract's
        // index re-exports: modules built on zod are left to the bundler, which keeps them lazy.
        if (usesZod(id, imported)) continue
        modules.add(id)
        pending.push(...imported)
      }
    },
  }
  return { plugin, has: (id: string) => modules.has(id) }
}

function usesZod(id: string, imported: readonly string[]): boolean {
  const zod = /[\\/]node_modules[\\/]zod[\\/]|[\\/]contract[\\/]src[\\/]zod\.ts$/
  return zod.test(id) || imported.some((importedId) => zod.test(importedId))
}

const shell = shellModules()

export default defineConfig({
  base: '/',
  plugins: [react(), contractHasNoSideEffects(), shell.plugin, compressAssets()],
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
     * A stylesheet per chunk. `/` loads two chunks of the app (shell and ui, see the groups
     * below), so it fetches their 9.7 KB instead of the whole app's 14.6 KB; a lazy screen's
     * stylesheet comes beside its script, in the same round trip. (With the thirty small chunks
     * `/` had before, per-chunk CSS had meant sixteen stylesheets queued behind the scripts.)
     */
    cssCodeSplit: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Libraries change less often than the app: a separate chunk stays cached across
           * deploys. One chunk for all of the shell's libraries, not one per library: on a
           * slow phone network each extra request of `/` waited for a free connection (six
           * at most) and a round trip. Only modules the entry graph reaches land here; lazy
           * screens keep their own dependencies, and zod (lazy, see @kobza/api-client) its own.
           */
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 40,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
            // Lazy screens that share a shell module load this chunk too; it is in the cache by then.
            { name: 'ui', test: /[\\/]design-system[\\/]src[\\/]/, priority: 25 },
            { name: 'shell', test: (id) => shell.has(id), priority: 20 },
          ],
        },
      },
    },
  },
})
