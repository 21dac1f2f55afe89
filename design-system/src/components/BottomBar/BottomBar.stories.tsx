import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { bottomNav } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { phoneFrame } from '../../storybook/PhoneFrame'
import { BottomBar } from './BottomBar'

const meta = {
  title: 'Navigation/BottomBar',
  component: BottomBar,
  args: { items: bottomNav },
  ...mobile,
  decorators: [phoneFrame],
} satisfies Meta<typeof BottomBar>

export default meta
type Story = StoryObj<typeof meta>

export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    const bar = canvas.getByRole('navigation', { name: 'Main' })
    // Pinned to the bottom edge of the (phone) screen.
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBeGreaterThan(600)
  },
}

export const ChatsActive: Story = {
  args: { items: bottomNav.map((item) => ({ ...item, active: item.key === 'chat' })) },
}

export const Guest: Story = {
  args: { items: bottomNav.filter((item) => item.key !== 'chat').map((item) => ({ ...item, badge: undefined })) },
}

export const Static: Story = { args: { position: 'static' } }

export const Night: Story = { globals: { theme: 'dark' } }
