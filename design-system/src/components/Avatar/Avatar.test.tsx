import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Cover, DEFAULT_COVER } from '../Cover'
import { Avatar } from './Avatar'
import { DEFAULT_AVATAR } from './defaultAvatar'

describe('Avatar', () => {
  it('shows the default avatar when there is no image', () => {
    render(<Avatar name="Олена" src={null} />)
    expect(screen.getByRole('img', { name: 'Олена' })).toHaveAttribute('src', DEFAULT_AVATAR)
  })

  it('falls back when the image fails, and retries for a new URL', () => {
    const { rerender } = render(<Avatar name="Олена" src="/broken.png" />)
    const img = screen.getByRole('img')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR)
    rerender(<Avatar name="Олена" src="/new.png" />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/new.png')
  })

  it('offers the square renditions of a public picture at its drawn size, and none of the default', () => {
    const picture = '/api/v1/media/public/2026/11/0b0c4f7e-2f0e-4b7e-9d55-1c0f4a8e9a11.jpg'
    const { rerender } = render(<Avatar name="Олена" src={picture} size="xl" />)
    const img = screen.getByRole('img')
    expect(img.getAttribute('srcset')).toContain('0b0c4f7e-2f0e-4b7e-9d55-1c0f4a8e9a11-square320.webp 320w')
    expect(img).toHaveAttribute('sizes', '96px')
    fireEvent.error(img)
    expect(img).not.toHaveAttribute('srcset')
    rerender(<Cover src={picture} alt="Обкладинка" ratio={3} sizes="100vw" />)
    const cover = screen.getByRole('img', { name: 'Обкладинка' })
    expect(cover.getAttribute('srcset')).toContain('-wide1280.webp 1280w')
    expect(cover).toHaveAttribute('sizes', '100vw')
  })

  it('is hidden from screen readers when decorative', () => {
    render(<Avatar name="Олена" decorative />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('ships a self-contained SVG data URI', () => {
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(DEFAULT_AVATAR)).toContain('<svg')
  })
})

describe('Cover', () => {
  it('uses the default cover when missing or broken', () => {
    const { rerender } = render(<Cover alt="Song cover" />)
    expect(screen.getByRole('img', { name: 'Song cover' })).toHaveAttribute('src', DEFAULT_COVER)
    rerender(<Cover alt="Song cover" src="/broken.jpg" />)
    fireEvent.error(screen.getByRole('img'))
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_COVER)
  })

  it("fetches a page's main picture at once and first, any other when laid out", () => {
    const { rerender } = render(<Cover alt="Song cover" src="/cover.jpg" priority />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
    rerender(<Cover alt="Song cover" src="/cover.jpg" />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority')
  })
})
