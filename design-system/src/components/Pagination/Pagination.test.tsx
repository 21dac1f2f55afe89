import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination'
import { getPageWindow } from './pageWindow'

describe('getPageWindow', () => {
  it.each([
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, [2, 3, 4, 5, 6, 7, 8]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [17, 20, [14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [3, 5, [1, 2, 3, 4, 5]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 6, 7]],
    [8, 8, [2, 3, 4, 5, 6, 7, 8]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(getPageWindow(page, total)).toEqual(expected)
  })

  it('never shows more than 7 buttons and always includes the current page', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const window = getPageWindow(page, total)
        expect(window.length).toBe(Math.min(7, total))
        expect(window).toContain(page)
        expect(window.every((n, i) => i === 0 || n === (window[i - 1] ?? 0) + 1)).toBe(true)
        expect(window[0]).toBeGreaterThanOrEqual(1)
        expect(window[window.length - 1]).toBeLessThanOrEqual(total)
      }
    }
  })

  it('clamps out-of-range pages and honours another maximum', () => {
    expect(getPageWindow(99, 10)).toEqual([4, 5, 6, 7, 8, 9, 10])
    expect(getPageWindow(-3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(getPageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8])
    expect(getPageWindow(6, 10, 4)).toEqual([5, 6, 7, 8])
  })
})

describe('Pagination', () => {
  it('renders nothing for one page or no results', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<Pagination page={1} totalPages={0} onPageChange={vi.fn()} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<Pagination page={1} totalPages={5} totalResults={0} onPageChange={vi.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('reports 1-based pages and marks the current one', async () => {
    const onPageChange = vi.fn()
    render(<Pagination page={3} totalPages={12} onPageChange={onPageChange} />)
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    // Clicking the current page does nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]])
  })

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    rerender(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })
})
