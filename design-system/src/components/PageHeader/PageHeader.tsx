import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { ArrowLeftIcon } from '../Icon'
import { IconButton } from '../IconButton'
import styles from './PageHeader.module.css'

export interface PageHeaderProps {
  title: ReactNode
  /** A line under the title: counts, the artist's nickname, the auction's end. */
  subtitle?: ReactNode
  /** Shows the back button. The app decides where back goes (history or a parent route). */
  onBack?: () => void
  backLabel?: string
  /** Buttons on the right; they wrap under the title on phones. */
  actions?: ReactNode
  /** h1 for pages; h2 when the header sits inside a page section. */
  as?: 'h1' | 'h2'
  className?: string
}

/** The top of a page: optional back button, the title in the display serif, and actions. */
export function PageHeader({
  title,
  subtitle,
  onBack,
  backLabel = 'Back',
  actions,
  as: Heading = 'h1',
  className,
}: PageHeaderProps) {
  return (
    <header className={clsx(styles.header, className)}>
      {onBack && <IconButton label={backLabel} icon={<ArrowLeftIcon />} onClick={onBack} className={styles.back} />}
      <div className={styles.titles}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  )
}
