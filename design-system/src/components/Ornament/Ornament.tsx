import { useId } from 'react'
import { clsx } from 'clsx'
import styles from './Ornament.module.css'

export interface OrnamentProps {
  /** `stitch` — a dashed two-thread line; `diamonds` — a row of embroidered rhombi. */
  variant?: 'stitch' | 'diamonds'
  className?: string
}

/** Kobza's signature: a strip of vyshyvanka embroidery. Decorative, hidden from assistive tech. */
export function Ornament({ variant = 'stitch', className }: OrnamentProps) {
  const patternId = `ornament-${useId().replace(/:/g, '')}`
  if (variant === 'stitch')
    return <span aria-hidden="true" className={clsx(styles.ornament, styles.stitch, className)} />
  return (
    <svg aria-hidden="true" focusable="false" className={clsx(styles.ornament, styles.diamonds, className)}>
      <defs>
        <pattern id={patternId} width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M6 0l6 6-6 6-6-6z" className={styles.threadA} />
          <path d="M18 2l4 4-4 4-4-4z" className={styles.threadB} />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill={`url(#${patternId})`} />
    </svg>
  )
}
