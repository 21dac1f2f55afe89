import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@kobza/contract'
import { expect, fn, screen } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { ErrorPopup } from './ErrorPopup'

const meta = {
  title: 'Overlays/ErrorPopup',
  component: ErrorPopup,
  args: { open: true, onClose: fn(), message: messages.serverError },
} satisfies Meta<typeof ErrorPopup>

export default meta
type Story = StoryObj<typeof meta>

export const ServerError: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    await expect(dialog).toHaveAccessibleDescription(messages.serverError)
    const close = screen.getByRole('button', { name: 'Close' })
    await expect(close).toHaveFocus()
    await userEvent.click(close)
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const ApiMessage: Story = { args: { message: 'The bid must be higher than the current one (₴1 200)' } }

export const Mobile: Story = { ...mobile, args: { message: messages.tooManyRequests } }
