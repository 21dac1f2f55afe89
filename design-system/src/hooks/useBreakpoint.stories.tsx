import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobile } from '../storybook/mobile'
import { useBreakpoint } from './useMediaQuery'

function BreakpointReadout() {
  const state = useBreakpoint()
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
      {Object.entries(state).map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{key}</dt>
          <dd data-testid={key}>{String(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** `useBreakpoint()` reads the contract breakpoints (600 / 800 / 1200) through matchMedia. */
const meta = {
  title: 'Hooks/useBreakpoint',
  component: BreakpointReadout,
} satisfies Meta<typeof BreakpointReadout>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: { viewport: { value: 'kobzaDesktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent('desktop')
  },
}

export const Tablet: Story = {
  globals: { viewport: { value: 'kobzaTablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent('tablet')
    await expect(canvas.getByTestId('isChatCompact')).toHaveTextContent('false')
  },
}

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent('mobile')
    await expect(canvas.getByTestId('isMobile')).toHaveTextContent('true')
  },
}
