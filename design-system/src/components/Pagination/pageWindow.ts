import { limits } from '@kobza/contract'

/**
 * The 1-based page numbers to show as buttons: all pages when they fit, otherwise a window of
 * `max` consecutive pages kept as centred on the current page as the ends allow.
 *
 *   getPageWindow(1, 20)  → [1, 2, 3, 4, 5, 6, 7]
 *   getPageWindow(10, 20) → [7, 8, 9, 10, 11, 12, 13]
 *   getPageWindow(20, 20) → [14, 15, 16, 17, 18, 19, 20]
 */
export function getPageWindow(current: number, totalPages: number, max: number = limits.visiblePageButtons): number[] {
  const total = Math.max(0, Math.floor(totalPages))
  const size = Math.max(1, Math.floor(max))
  if (total === 0) return []
  const page = Math.min(Math.max(1, Math.floor(current)), total)
  const count = Math.min(size, total)
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}
