import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Stack } from '../Stack'
import { Switch } from './Switch'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Night theme', onChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Night theme' })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
  },
}

export const On: Story = { args: { defaultChecked: true } }

export const WithDescription: Story = {
  args: { label: 'Accept video greeting orders', description: 'Fans can order a personal video for ₴500.' },
}

export const Disabled: Story = { args: { disabled: true, label: 'Royalty payouts (coming soon)' } }

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <Stack gap={4}>
      <Switch {...args} labelFirst />
      <Switch {...args} labelFirst label="Notifications" defaultChecked />
    </Stack>
  ),
}
