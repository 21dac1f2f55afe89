import type { ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './LinkButton.module.css'

export type LinkButtonProps = LinkProps & {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'sm' | 'md'
  iconStart?: ReactNode
  fullWidth?: boolean
}

/** Navigation that looks like a button but stays a link (middle-click, "open in new tab", role=link). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  iconStart,
  fullWidth,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classes = [
    styles.link,
    variant !== 'primary' && styles[variant],
    size === 'sm' && styles.sm,
    fullWidth && styles.fullWidth,
    className,
  ]
  return (
    <Link className={classes.filter(Boolean).join(' ')} {...rest}>
      {iconStart}
      {children}
    </Link>
  )
}
