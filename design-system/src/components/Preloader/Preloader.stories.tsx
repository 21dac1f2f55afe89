import type { Meta, StoryObj } from '@storybook/react-vite'
import { timings } from '@kobza/contract'
import { expect, waitFor } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { frame } from '../../storybook/frame'
import { Cluster } from '../Cluster'
import { Preloader } from './Preloader'

const meta = {
  title: 'Components/Preloader',
  component: Preloader,
} satisfies Meta<typeof Preloader>

export default meta
type Story = StoryObj<typeof meta>

/** The threads swap colours every 1400 ms (contract `timings.preloaderSwapMs`). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' })
    await expect(status).toHaveAttribute('data-phase', '0')
    await waitFor(() => expect(status).toHaveAttribute('data-phase', '1'), { timeout: timings.preloaderSwapMs + 600 })
  },
}

export const Sizes: Story = {
  render: () => (
    <Cluster gap={6}>
      <Preloader size="sm" label="Loading comments" />
      <Preloader size="md" label="Loading posts" />
      <Preloader size="lg" label="Loading the Hall of Fame" />
    </Cluster>
  ),
}

export const Centered: Story = {
  args: { centered: true, label: 'Loading the feed' },
  decorators: [frame({ height: 240, border: '1px dashed var(--kz-color-border)' })],
}

export const Mobile: Story = { ...mobile, args: { centered: true, size: 'lg' } }
