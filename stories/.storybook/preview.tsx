import type { Decorator, Preview } from '@storybook/react-vite'
import { kobzaViewports } from '../../design-system/src/storybook/mobile'
import '../../design-system/src/tokens/tokens.css'
import '../../design-system/src/styles/global.css'

/** Sets data-theme on <html>, as the apps do, so portals (popups, toasts) get the theme too. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  // Set during render, not in an effect: the first paint (and the a11y check) must already have the theme.
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme
  // Docs pages have their own white canvas; give inline stories the theme's page colours.
  if (context.viewMode === 'docs') {
    return (
      <div data-theme={theme} style={{ background: 'var(--kz-color-bg)', color: 'var(--kz-color-text)', padding: 16 }}>
        <Story />
      </div>
    )
  }
  return <Story />
}

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Kobza theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Day (linen)', icon: 'sun' },
          { value: 'dark', title: 'Night', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: { options: kobzaViewports },
    a11y: {
      // Violations fail the story's test (Vitest addon) instead of only showing in the panel.
      test: 'error',
    },
    backgrounds: { disable: true },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Principles', 'Tokens', 'Voice'],
          'Components',
          'Navigation',
          'Overlays',
          'Layout',
          'Hooks',
        ],
      },
    },
  },
  tags: ['autodocs'],
}

export default preview
