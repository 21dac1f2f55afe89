import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages export their TypeScript under the `source` condition; tests run it without a build.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.test.ts'] },
})
