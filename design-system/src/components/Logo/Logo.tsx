import { clsx } from 'clsx'
import { KobzaIcon } from '../Icon'
import styles from './Logo.module.css'

export interface LogoProps {
  /** Only the kobza mark (collapsed navigation, favicons); it then carries the name as its label. */
  markOnly?: boolean
  name?: string
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/** The Kobza wordmark: the lute drawn in brand red beside the name set in the display serif. */
export function Logo({ markOnly = false, name = 'Kobza', size = 'md', className }: LogoProps) {
  return (
    <span className={clsx(styles.logo, styles[size], className)}>
      <KobzaIcon className={styles.mark} title={markOnly ? name : undefined} />
      {!markOnly && <span className={styles.word}>{name}</span>}
    </span>
  )
}
