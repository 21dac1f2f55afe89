import type { Meta, StoryObj } from '@storybook/react-vite'
import { cropRatios } from '@kobza/contract'
import { expect, waitFor } from 'storybook/test'
import { sampleCover } from '../../storybook/fixtures'
import { frame } from '../../storybook/frame'
import { mobile } from '../../storybook/mobile'
import { Badge } from '../Badge'
import { PlayIcon } from '../Icon'
import { IconButton } from '../IconButton'
import { Cover } from './Cover'
import { DEFAULT_COVER } from './defaultCover'

const meta = {
  title: 'Components/Cover',
  component: Cover,
  args: { src: sampleCover, alt: 'Cover of “Степ”, a night sky over wheat' },
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof Cover>

export default meta
type Story = StoryObj<typeof meta>

export const PostCover: Story = {}

export const Missing: Story = {
  args: { src: undefined, alt: 'Cover of “Степ”' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('src', DEFAULT_COVER)
  },
}

export const BrokenImage: Story = {
  args: { src: '/this-cover-does-not-exist.jpg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAttribute('src', DEFAULT_COVER))
  },
}

export const ProfileBanner: Story = { args: { ratio: cropRatios.profileCover, rounded: false } }

export const WithOverlay: Story = {
  args: {
    children: (
      <>
        <Badge tone="premium">Premium post</Badge>
        <IconButton label="Play “Степ”" icon={<PlayIcon />} variant="primary" size="lg" />
      </>
    ),
  },
}

export const Mobile: Story = { ...mobile, args: { ratio: cropRatios.square } }
