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

export default defineConfig({
  base: '/',
  plugins: [react(), contractHasNoSideEffects(), compressAssets()],
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
    // scripts/bundle-budget.mjs reads the manifest to find what `/` loads before any lazy route.
    manifest: true,
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
