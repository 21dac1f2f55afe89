import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@kobza/contract'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Stack } from '../Stack'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Premium post — only subscribers see it', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /Premium post/ })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Checked: Story = { args: { defaultChecked: true } }

export const Indeterminate: Story = {
  args: { label: 'All genres', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All genres' })).toBePartiallyChecked()
  },
}

export const WithDescription: Story = {
  args: { label: 'E-mail me about new songs', description: 'From the artists you subscribe to, at most once a day.' },
}

export const WithError: Story = {
  args: { label: 'I accept the terms of use', error: messages.required, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(messages.required)
  },
}

export const Disabled: Story = {
  render: (args) => (
    <Stack gap={3}>
      <Checkbox {...args} disabled label="Not available for free posts" />
      <Checkbox {...args} disabled defaultChecked label="Always on for artists" />
    </Stack>
  ),
}

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <Stack gap={3}>
      <Checkbox {...args} />
      <Checkbox {...args} label="Allow comments" defaultChecked />
    </Stack>
  ),
}
