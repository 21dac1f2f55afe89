import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { longText } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { Button } from '../Button'
import { FormField } from '../FormField'
import { Input } from '../Input'
import { Popup, type PopupProps } from './Popup'

/** The app owns `open`; this harness plays the app. */
function PopupHarness(props: PopupProps) {
  const [open, setOpen] = useState(props.open)
  const close = () => {
    setOpen(false)
    props.onClose()
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Donate
      </Button>
      <Popup {...props} open={open} onClose={close} />
    </>
  )
}

const meta = {
  title: 'Overlays/Popup',
  component: Popup,
  args: {
    open: false,
    onClose: fn(),
    title: 'Support Олена Коваль',
    description: 'Your donation goes straight to the artist.',
    children: (
      <FormField label="Amount, ₴" hint="From ₴1 to ₴999">
        <Input inputMode="numeric" defaultValue="100" startAdornment="₴" />
      </FormField>
    ),
    actions: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Donate ₴100</Button>
      </>
    ),
  },
  render: (args) => <PopupHarness {...args} />,
} satisfies Meta<typeof Popup>

export default meta
type Story = StoryObj<typeof meta>

/** Opens from a button; Tab stays inside; Escape closes and focus returns to the opener. */
export const FocusTrapAndEscape: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Donate' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Support Олена Коваль' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveFocus()
    await expect(dialog).toHaveAccessibleDescription('Your donation goes straight to the artist.')

    // Forward: close button, amount, Cancel, Donate ₴100, then back round to the close button.
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Donate ₴100' })).toHaveFocus()
    await userEvent.tab()
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    // Backward from the first wraps to the last.
    await userEvent.tab({ shift: true })
    await expect(screen.getByRole('button', { name: 'Donate ₴100' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(opener).toHaveFocus()
  },
}

export const Open: Story = { args: { open: true } }

export const LongContent: Story = {
  args: {
    open: true,
    title: 'Terms of the auction',
    description: undefined,
    children: Array.from({ length: 8 }, (_, i) => <p key={i}>{longText}</p>),
    actions: <Button>I agree</Button>,
  },
}

/** Clicking the scrim closes; turn it off with closeOnBackdrop={false} for forms. */
export const BackdropCloses: Story = {
  args: { open: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog')
    const scrim = dialog.previousElementSibling
    if (!(scrim instanceof HTMLElement)) throw new TypeError('scrim not found')
    await userEvent.click(scrim)
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = { ...mobile, args: { open: true } }

export const Night: Story = { args: { open: true }, globals: { theme: 'dark' } }
