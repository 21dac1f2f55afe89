import react from '@vitejs/plugin-react'
import { defaultClientConditions, mergeConfig, type UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * The unit-test setup the React workspaces (web, console, design system) share: jsdom, each
 * workspace's src/test/setup.ts, and the "source" condition under which the workspace packages
 * publish their TypeScript (tsconfig.base sets customConditions: ["source"]; their dist/ is not
 * built in dev).
 */
const reactVitest = defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Two suites share CI's two cores with the API's: a screen may take seconds to render there.
    testTimeout: 15_000,
  },
})

export const reactVitestConfig = (overrides: UserConfig = {}) => mergeConfig(reactVitest, overrides)
