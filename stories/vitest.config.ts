import path from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '@kobza/testkit/chromium'

const dirname = path.dirname(new URL(import.meta.url).pathname)

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Every story is a test: it must render, pass its play function and have no a11y violations.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
