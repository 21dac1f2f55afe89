import type { ComponentPropsWithRef, ElementType } from 'react'
import { clsx } from 'clsx'
import styles from './VisuallyHidden.module.css'

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  as?: ElementType
  /** Becomes visible when it (or a child) has keyboard focus — for skip links. */
  focusable?: boolean
}

/** Text for screen readers only. */
export function VisuallyHidden({ as: Tag = 'span', focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={clsx(styles.hidden, focusable && styles.focusable, className)} {...rest} />
}
