import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react'
import { clsx } from 'clsx'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, keeps the button's width and ignores clicks (aria-busy, aria-disabled). */
  loading?: boolean
  /** Announced instead of the label while loading. */
  loadingLabel?: string
  iconStart?: ReactNode
  iconEnd?: ReactNode
  fullWidth?: boolean
  /**
   * Icon-only button: the icon replaces the label, so pass `aria-label`. Prefer IconButton,
   * whose `label` prop is required.
   */
  icon?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Loading',
  iconStart,
  iconEnd,
  icon,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const iconOnly = icon !== undefined && children === undefined
  if (import.meta.env.DEV && iconOnly && !rest['aria-label'] && !rest['aria-labelledby']) {
    console.warn('Kobza Button: an icon-only button needs aria-label (or use IconButton).')
  }
  // aria-disabled (loading, or "not available yet" with a tooltip) keeps the button focusable
  // and hoverable, so its clicks are swallowed here instead of by the browser.
  const ariaDisabled = rest['aria-disabled']
  const unavailable = !loading && (ariaDisabled === true || ariaDisabled === 'true')
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || unavailable) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      type={type}
      className={clsx(
        styles.button,
        styles[variant],
        styles[size],
        iconOnly && styles.iconOnly,
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        unavailable && styles.unavailable,
        className
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={loading || unavailable || undefined}
      onClick={handleClick}
    >
      <span className={styles.content}>
        {iconOnly ? (
          icon
        ) : (
          <>
            {iconStart}
            {children !== undefined && <span className={styles.label}>{children}</span>}
            {iconEnd}
          </>
        )}
      </span>
      {loading && (
        <span className={styles.spinnerBox}>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.visuallyHidden}>{loadingLabel}</span>
        </span>
      )}
    </button>
  )
}
