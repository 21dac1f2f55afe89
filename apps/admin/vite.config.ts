import { defineConfig, defaultClientConditions } from 'vite'
import react from '@vitejs/plugin-react'
import { compressAssets } from '../../scripts/vite-compress.mjs'

// Served by the API under /admin; the dev server proxies API calls to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), compressAssets()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3333', '/admin/api': 'http://127.0.0.1:3333' },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    // ../../scripts/bundle-budget.mjs reads it to sum what the console loads before any lazy resource.
    manifest: true,
    rollupOptions: {
      output: {
        // react-admin + MUI in one chunk is ~360 KB gzip: split the big vendors so they cache apart.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined
          if (id.includes('@mui/')) return 'mui'
          if (/react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n|ra-language/.test(id))
            return 'react-admin'
          if (/[\\/]react(-dom)?[\\/]|scheduler/.test(id)) return 'react'
          return 'vendor'
        },
      },
    },
  },
})
