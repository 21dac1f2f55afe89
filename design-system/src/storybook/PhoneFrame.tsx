import type { Decorator } from '@storybook/react-vite'

/**
 * A 375 × 640 phone screen for stories of fixed-position chrome (bottom bar, toasts): the
 * transform makes the frame the containing block of `position: fixed` children, so they stay
 * inside it instead of escaping to the preview's viewport.
 */
export const phoneFrame: Decorator = (Story) => (
  <div
    style={{
      position: 'relative',
      width: 375,
      maxWidth: '100%',
      height: 640,
      overflow: 'hidden',
      transform: 'translateZ(0)',
      border: '1px solid var(--kz-color-border)',
      borderRadius: 24,
      background: 'var(--kz-color-bg)',
    }}
  >
    <Story />
  </div>
)
