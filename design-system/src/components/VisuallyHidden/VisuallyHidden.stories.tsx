import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { HeartIcon } from '../Icon'
import { VisuallyHidden } from './VisuallyHidden'

const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** The heart is drawn; the words are read. */
export const LikeCount: Story = {
  render: () => (
    <p style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <HeartIcon />
      <span aria-hidden="true">128</span>
      <VisuallyHidden>128 likes</VisuallyHidden>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128 likes')).toBeInTheDocument()
  },
}

/** A skip link appears when it receives keyboard focus. */
export const SkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const link = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(link).toHaveFocus()
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1)
  },
}

export const Mobile: Story = { ...mobile, render: () => <VisuallyHidden>Only for screen readers</VisuallyHidden> }
