import { describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { CoverThumbnail } from './LegendReviewList.tsx'

describe('legend review queue cover', () => {
  it('shows the thumbnail, or the cover when the nomination has no thumbnail', () => {
    render(<CoverThumbnail record={{ name: 'Червона рута', coverUrl: '/c.jpg', coverThumbnailUrl: '/t.jpg' }} />)
    expect(screen.getByRole('img', { name: 'Червона рута' }).getAttribute('src')).toBe('/t.jpg')
    cleanup()
    render(<CoverThumbnail record={{ name: 'Водограй', coverUrl: '/c.jpg', coverThumbnailUrl: null }} />)
    expect(screen.getByRole('img', { name: 'Водограй' }).getAttribute('src')).toBe('/c.jpg')
  })
})
