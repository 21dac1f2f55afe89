import { limits } from '@kobza/contract'
import { clsx } from 'clsx'
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon'
import { getPageWindow } from './pageWindow'
import styles from './Pagination.module.css'

export interface PaginationProps {
  /** Current page, 1-based as in the UI (the API's page + 1: `apiPageToUi`). */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Number of results; when 0 nothing renders even if `totalPages` says otherwise. */
  totalResults?: number
  /** At most this many numbered buttons (contract `limits.visiblePageButtons`, 7). */
  maxButtons?: number
  label?: string
  previousLabel?: string
  nextLabel?: string
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string
  className?: string
}

/** Page buttons with previous/next. Renders nothing for a single page or no results. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  totalResults,
  maxButtons = limits.visiblePageButtons,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (n) => `Page ${n}`,
  className,
}: PaginationProps) {
  if (totalPages <= 1 || totalResults === 0) return null
  const current = Math.min(Math.max(1, page), totalPages)
  const pages = getPageWindow(current, totalPages, maxButtons)
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target)
  }
  return (
    <nav aria-label={label} className={clsx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={clsx(styles.button, styles.step)}
            aria-label={previousLabel}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.button}
              aria-label={pageLabel(n)}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={clsx(styles.button, styles.step)}
            aria-label={nextLabel}
            disabled={current === totalPages}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  )
}
