import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Cluster } from '../Cluster'
import { CloseIcon, MenuIcon, PauseIcon, PlayIcon, PlusIcon, SettingsIcon } from '../Icon'
import { IconButton } from './IconButton'

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Settings', icon: <SettingsIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <Cluster gap={3}>
      <IconButton {...args} variant="primary" label="Add post" icon={<PlusIcon />} />
      <IconButton {...args} variant="secondary" label="Open menu" icon={<MenuIcon />} />
      <IconButton {...args} variant="ghost" label="Close" icon={<CloseIcon />} />
      <IconButton {...args} variant="ghost" label="Settings" icon={<SettingsIcon />} disabled />
    </Cluster>
  ),
}

function PlayToggle() {
  const [playing, setPlaying] = useState(false)
  return (
    <IconButton
      variant="primary"
      size="lg"
      label="Play “Ой у лузі червона калина”"
      pressed={playing}
      icon={playing ? <PauseIcon /> : <PlayIcon />}
      onClick={() => setPlaying((value) => !value)}
    />
  )
}

/** A toggle keeps one name and reports its state with aria-pressed. */
export const PlayPauseToggle: Story = {
  render: () => <PlayToggle />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Play/ })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <Cluster gap={2}>
      <IconButton {...args} label="Open menu" icon={<MenuIcon />} />
      <IconButton {...args} variant="primary" label="Add post" icon={<PlusIcon />} />
    </Cluster>
  ),
}
