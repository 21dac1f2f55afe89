import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { samplePortrait } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { Cluster } from '../Cluster'
import { Avatar } from './Avatar'
import { DEFAULT_AVATAR } from './defaultAvatar'

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: samplePortrait, name: 'Олена Коваль', size: 'lg' },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const WithImage: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <Cluster gap={3} align="end">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Cluster>
  ),
}

/** No avatar uploaded: the embroidered default. */
export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Олена Коваль' })).toHaveAttribute('src', DEFAULT_AVATAR)
  },
}

/** A URL that fails to load falls back to the default too. */
export const BrokenImage: Story = {
  args: { src: '/this-avatar-does-not-exist.png' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Олена Коваль' })
    await waitFor(() => expect(img).toHaveAttribute('src', DEFAULT_AVATAR))
  },
}

export const JudgeRing: Story = { args: { ring: true, size: 'xl' } }

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <Cluster gap={2}>
      <Avatar {...args} size="md" />
      <Avatar {...args} size="md" src={null} name="Гість" />
    </Cluster>
  ),
}
