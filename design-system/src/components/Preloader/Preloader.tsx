import { useEffect, useState } from 'react'
import { clsx } from 'clsx'
import { timings } from '@kobza/contract'
import styles from './Preloader.module.css'

export interface PreloaderProps {
  /** Announced to screen readers; not shown. */
  label?: string
  size?: 'sm' | 'md' | 'lg'
  /** Fill the parent and centre the preloader (page or section loading). */
  centered?: boolean
  /** How often the threads swap colours; the spec's 1400 ms by default. */
  swapMs?: number
  className?: string
}

/**
 * An embroidered eight-point star whose red and dark threads swap colours every 1400 ms,
 * the way a stitcher alternates threads.
 */
export function Preloader({
  label = 'Loading',
  size = 'md',
  centered = false,
  swapMs = timings.preloaderSwapMs,
  className,
}: PreloaderProps) {
  const [phase, setPhase] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setPhase((current) => (current + 1) % 2), swapMs)
    return () => clearInterval(timer)
  }, [swapMs])
  return (
    <div
      role="status"
      aria-label={label}
      data-phase={phase}
      className={clsx(styles.preloader, styles[size], centered && styles.centered, className)}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.star}>
        {/* Four diamonds on the axes and four on the diagonals: the two threads. */}
        <g className={styles.threadA}>
          <path d="M24 3l5 9-5 9-5-9zM24 27l5 9-5 9-5-9zM3 24l9-5 9 5-9 5zM27 24l9-5 9 5-9 5z" />
        </g>
        <g className={styles.threadB}>
          <path d="M9 9l9 3 3 9-9-3zM39 9l-3 9-9 3 3-9zM9 39l3-9 9-3-3 9zM39 39l-9-3-3-9 9 3z" />
        </g>
      </svg>
    </div>
  )
}
