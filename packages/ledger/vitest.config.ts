import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-support.ts'],
    // The files share no mutable state, and loading @concordium/web-sdk once per worker instead
    // of once per file halves the run.
    isolate: false,
  },
})
