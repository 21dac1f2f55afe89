import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { SignInPrompt } from './SignInPrompt'

const meta = {
  title: 'Overlays/SignInPrompt',
  component: SignInPrompt,
  args: { open: true, onClose: fn(), onSignIn: fn() },
} satisfies Meta<typeof SignInPrompt>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toHaveAccessibleDescription('Sign in or create account to view content')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await expect(args.onSignIn).toHaveBeenCalledOnce()
  },
}

export const Ukrainian: Story = {
  args: {
    title: 'Увійти',
    message: 'Увійдіть або створіть обліковий запис, щоб переглянути вміст',
    signInLabel: 'Увійти',
    closeLabel: 'Закрити',
  },
}

export const Mobile: Story = { ...mobile }
