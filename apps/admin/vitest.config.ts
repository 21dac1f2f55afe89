import { defineConfig, defaultClientConditions } from 'vite'

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: { environment: 'jsdom', include: ['src/**/*.test.ts'] },
})
