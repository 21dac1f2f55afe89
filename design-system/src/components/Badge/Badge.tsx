import type { ComponentPropsWithRef, ReactNode } from 'react'
import { clsx } from 'clsx'
import styles from './Badge.module.css'

export type BadgeTone = 'neutral' | 'brand' | 'premium' | 'judge' | 'success' | 'danger' | 'info'

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  /** `premium` for 'Premium post', `judge` for Hall of Fame judges, `brand` for 'New'. */
  tone?: BadgeTone
  icon?: ReactNode
  size?: 'sm' | 'md'
}

/** A short label on a post, profile or lot. Not interactive. */
export function Badge({ tone = 'neutral', icon, size = 'md', className, children, ...rest }: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], styles[size], className)} {...rest}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  )
}
