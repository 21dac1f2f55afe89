import { useEffect, useRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../Icon'
import styles from './Toast.module.css'

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastProps {
  message: ReactNode
  tone?: ToastTone
  /** A single follow-up action, e.g. Undo or Retry. */
  action?: { label: string; onClick: () => void }
  onDismiss?: () => void
  dismissLabel?: string
  /** Milliseconds before onDismiss fires by itself; `null` keeps it until dismissed. Paused on hover/focus. */
  duration?: number | null
  className?: string
}

const toneIcon = { info: InfoIcon, success: CheckIcon, error: AlertIcon } as const

/** A short message that does not interrupt. Errors are announced assertively, the rest politely. */
export function Toast({
  message,
  tone = 'info',
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  duration = null,
  className,
}: ToastProps) {
  const ToneIcon = toneIcon[tone]
  const ref = useRef<HTMLDivElement>(null)
  const onDismissRef = useRef(onDismiss)
  useEffect(() => {
    onDismissRef.current = onDismiss
  }, [onDismiss])

  useEffect(() => {
    const node = ref.current
    if (duration === null || !node) return
    let remaining = duration
    let started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => onDismissRef.current?.(), remaining)
    // WCAG 2.2.1: people who are reading or reaching for the action get more time.
    const pause = () => {
      if (timer === undefined) return
      clearTimeout(timer)
      timer = undefined
      remaining -= Date.now() - started
    }
    const resume = () => {
      if (timer !== undefined || node.matches(':hover, :focus-within')) return
      started = Date.now()
      timer = setTimeout(() => onDismissRef.current?.(), remaining)
    }
    node.addEventListener('mouseenter', pause)
    node.addEventListener('focusin', pause)
    node.addEventListener('mouseleave', resume)
    node.addEventListener('focusout', resume)
    return () => {
      clearTimeout(timer)
      node.removeEventListener('mouseenter', pause)
      node.removeEventListener('focusin', pause)
      node.removeEventListener('mouseleave', resume)
      node.removeEventListener('focusout', resume)
    }
  }, [duration])

  return (
    <div ref={ref} role={tone === 'error' ? 'alert' : 'status'} className={clsx(styles.toast, styles[tone], className)}>
      <ToneIcon className={styles.icon} />
      <div className={styles.message}>{message}</div>
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
