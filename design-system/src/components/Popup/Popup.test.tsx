import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button'
import { ConfirmPopup } from '../ConfirmPopup'
import { ErrorPopup } from '../ErrorPopup'
import { SignInPrompt } from '../SignInPrompt'
import { Popup } from './Popup'

function Harness({ onClose = vi.fn(), closeOnBackdrop }: { onClose?: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Popup
        open={open}
        title="Donate"
        closeOnBackdrop={closeOnBackdrop}
        onClose={() => {
          setOpen(false)
          onClose()
        }}
        actions={<Button>Send</Button>}
      >
        <input aria-label="Amount" />
      </Popup>
    </>
  )
}

describe('Popup', () => {
  it('renders nothing while closed', () => {
    render(<Popup open={false} onClose={vi.fn()} title="Hidden" />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is a labelled modal dialog that takes focus and locks page scroll', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Donate' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveFocus()
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('traps Tab inside in both directions', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on a scrim click unless told not to', async () => {
    const onClose = vi.fn()
    const { unmount } = render(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('dialog').previousElementSibling as HTMLElement)
    expect(onClose).toHaveBeenCalledOnce()
    unmount()

    const kept = vi.fn()
    render(<Harness onClose={kept} closeOnBackdrop={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('dialog').previousElementSibling as HTMLElement)
    expect(kept).not.toHaveBeenCalled()
  })

  it('closes only the inner popup when popups are nested, then traps in the outer again', async () => {
    const outerClose = vi.fn()
    function Nested() {
      const [inner, setInner] = useState(false)
      return (
        <Popup open title="Outer" onClose={outerClose}>
          <Button onClick={() => setInner(true)}>Details</Button>
          <Popup open={inner} title="Inner" onClose={() => setInner(false)} />
        </Popup>
      )
    }
    render(<Nested />)
    const details = screen.getByRole('button', { name: 'Details' })
    await userEvent.click(details)
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument()
    expect(outerClose).not.toHaveBeenCalled()
    expect(details).toHaveFocus()
  })
})

describe('ErrorPopup', () => {
  it('shows the message with Close focused', async () => {
    const onClose = vi.fn()
    render(<ErrorPopup open message="Bid too low" onClose={onClose} />)
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveAccessibleDescription('Bid too low')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('SignInPrompt', () => {
  it("uses the spec's text and offers Sign in", async () => {
    const onSignIn = vi.fn()
    render(<SignInPrompt open onClose={vi.fn()} onSignIn={onSignIn} />)
    expect(screen.getByText('Sign in or create account to view content')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(onSignIn).toHaveBeenCalledOnce()
  })
})

describe('ConfirmPopup', () => {
  it('starts on Cancel and confirms on demand', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(
      <ConfirmPopup open title="Delete post?" confirmLabel="Delete" danger onConfirm={onConfirm} onCancel={onCancel} />
    )
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('does not confirm twice while loading', async () => {
    const onConfirm = vi.fn()
    render(
      <ConfirmPopup open loading title="Delete post?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={vi.fn()} />
    )
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }))
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
