import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@kobza/contract'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { phoneFrame } from '../../storybook/PhoneFrame'
import { Button } from '../Button'
import { Cluster } from '../Cluster'
import { Stack } from '../Stack'
import { Toast } from './Toast'
import { ToastProvider, useToast } from './ToastProvider'

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  args: { message: 'Post published', tone: 'success', onDismiss: fn() },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Post published')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

export const Tones: Story = {
  render: (args) => (
    <Stack gap={3} style={{ maxWidth: '24rem' }}>
      <Toast {...args} tone="info" message="Your video greeting is being prepared" />
      <Toast {...args} tone="success" message="Subscribed to Олена Коваль for ₴100 a month" />
      <Toast {...args} tone="error" message={messages.serverError} action={{ label: 'Retry', onClick: fn() }} />
    </Stack>
  ),
}

function Triggers() {
  const toast = useToast()
  return (
    <Cluster gap={2}>
      <Button onClick={() => toast.show({ message: 'Comment posted', tone: 'success' })}>Post comment</Button>
      <Button
        variant="secondary"
        onClick={() => toast.show({ message: messages.serverError, tone: 'error', duration: null })}
      >
        Fail
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({ message: 'Undo-able', action: { label: 'Undo', onClick: () => {} }, duration: 600 })
        }
      >
        Short-lived
      </Button>
    </Cluster>
  )
}

/** `useToast().show()` from anywhere under the provider; toasts leave by themselves. */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }))
    await expect(await screen.findByRole('status')).toHaveTextContent('Comment posted')
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent(messages.serverError)
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1] as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    await userEvent.click(canvas.getByRole('button', { name: 'Short-lived' }))
    await expect(await screen.findByText('Undo-able')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Undo-able')).not.toBeInTheDocument(), { timeout: 2000 })
  },
}

/** Above the bottom bar, centred, on phones. */
export const Mobile: Story = {
  ...mobile,
  decorators: [phoneFrame],
  render: () => (
    <ToastProvider>
      <div style={{ padding: 16 }}>
        <Triggers />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }))
    const alert = await screen.findByRole('alert')
    // Wait out the entrance animation, which starts transparent.
    await waitFor(() => expect(alert).toBeVisible())
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(375)
  },
}

export const TonesAtNight: Story = { ...Tones, globals: { theme: 'dark' } }
