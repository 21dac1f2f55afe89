import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { Ornament } from '../Ornament'
import styles from './EmptyState.module.css'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** An icon element; the embroidered diamond row is drawn when omitted. */
  icon?: ReactNode
  /** Usually one Button that gets the user going (Create a post, Explore artists). */
  action?: ReactNode
  /** Heading level that fits the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4'
  compact?: boolean
  className?: string
}

/** What a list shows when it has nothing yet — no results, no posts, no chats. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h2',
  compact = false,
  className,
}: EmptyStateProps) {
  return (
    <div className={clsx(styles.empty, compact && styles.compact, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <Ornament variant="diamonds" className={styles.ornament} />
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
