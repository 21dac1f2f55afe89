import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Cluster } from '../Cluster'
import { PlayIcon, PlusIcon, SignInIcon } from '../Icon'
import { Stack } from '../Stack'
import { Button } from './Button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Subscribe for ₴100', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe for ₴100' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <Cluster gap={3}>
      <Button {...args} variant="primary">
        Publish post
      </Button>
      <Button {...args} variant="secondary">
        Save draft
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Delete post
      </Button>
    </Cluster>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <Cluster gap={3}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Cluster>
  ),
}

export const WithIcons: Story = {
  render: (args) => (
    <Cluster gap={3}>
      <Button {...args} iconStart={<PlusIcon />}>
        Add post
      </Button>
      <Button {...args} variant="secondary" iconEnd={<SignInIcon />}>
        Sign in
      </Button>
    </Cluster>
  ),
}

export const IconOnly: Story = {
  args: { children: undefined, icon: <PlayIcon />, 'aria-label': 'Play “Червона рута”' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play “Червона рута”' })).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Placing bid' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Placing bid/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  render: (args) => (
    <Cluster gap={3}>
      <Button {...args} disabled>
        Publish post
      </Button>
      <Button {...args} variant="secondary" disabled>
        Save draft
      </Button>
      <Button {...args} variant="danger" disabled>
        Delete post
      </Button>
    </Cluster>
  ),
}

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <Stack gap={3}>
      <Button {...args} fullWidth>
        Subscribe for ₴100
      </Button>
      <Button {...args} variant="secondary" fullWidth>
        Donate
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // The viewport global really resizes the page, so phone media queries apply.
    await expect(window.innerWidth).toBe(375)
    await expect(canvas.getByRole('button', { name: 'Donate' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44
    )
  },
}
