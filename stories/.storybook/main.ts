import react from '@vitejs/plugin-react'
import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions, mergeConfig } from 'vite'

const config: StorybookConfig = {
  // Component stories live next to their components in the design system.
  stories: ['../../design-system/src/**/*.stories.@(ts|tsx)', '../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      resolve: {
        // @kobza/contract publishes its TypeScript sources under the "source" condition.
        conditions: ['source', ...defaultClientConditions],
      },
    }),
}

export default config
