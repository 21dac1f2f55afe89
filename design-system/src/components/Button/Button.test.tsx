import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'
import { IconButton } from '../IconButton'
import { PlayIcon } from '../Icon'

describe('Button', () => {
  it('is a type="button" so it never submits a form by accident', () => {
    render(<Button>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button')
  })

  it('ignores clicks while loading but stays focusable and keeps its label', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Place bid
      </Button>
    )
    const button = screen.getByRole('button', { name: /Place bid/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('ignores clicks when aria-disabled (a "not available yet" feature)', async () => {
    const onClick = vi.fn()
    render(
      <Button aria-disabled="true" onClick={onClick}>
        Order video
      </Button>
    )
    await userEvent.click(screen.getByRole('button', { name: 'Order video' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders an icon-only button named by aria-label', () => {
    render(<Button icon={<PlayIcon />} aria-label="Play" />)
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })
})

describe('IconButton', () => {
  it('requires a label and reports toggles with aria-pressed', () => {
    render(<IconButton label="Pause" icon={<PlayIcon />} pressed />)
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true')
  })
})
