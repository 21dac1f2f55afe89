import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { ConfirmPopup } from './ConfirmPopup'

const meta = {
  title: 'Overlays/ConfirmPopup',
  component: ConfirmPopup,
  args: {
    open: true,
    title: 'Delete this post?',
    message: 'The post, its comments and likes will be gone for good.',
    confirmLabel: 'Delete',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmPopup>

export default meta
type Story = StoryObj<typeof meta>

/** Focus starts on Cancel, the safe choice; Escape cancels. */
export const Danger: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Neutral: Story = {
  args: {
    title: 'Place a bid of ₴1 500?',
    message: 'Bids cannot be withdrawn.',
    confirmLabel: 'Place bid',
    danger: false,
  },
}

export const Loading: Story = { args: { loading: true } }

export const Mobile: Story = { ...mobile }

export const Night: Story = { globals: { theme: 'dark' } }
