import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { clsx } from 'clsx'
import { tabbables } from './focusable'
import styles from './ModalLayer.module.css'

/** Open layers, topmost last: only the top one traps focus; the body stays locked while any is open. */
const stack: HTMLElement[] = []
let saved = { overflow: '', paddingRight: '' }

export interface ModalLayerProps {
  open: boolean
  onClose: () => void
  /** Close when the scrim is clicked (default). Turn off for forms that would lose input. */
  closeOnBackdrop?: boolean
  /** Element to focus on open; defaults to the dialog itself, so reading starts at its title. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** `center` popup (a bottom sheet on phones), or a full-height sheet from the `start`/`end` edge. */
  placement?: 'center' | 'start' | 'end'
  role?: 'dialog' | 'alertdialog'
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  panelClassName?: string
  children: ReactNode
}

/**
 * The modal machinery behind Popup and MobileMenu: a portal to <body>, a scrim, role=dialog with
 * aria-modal, a focus trap, Escape to close, scroll lock and focus returned to the opener.
 */
export function ModalLayer({
  open,
  onClose,
  closeOnBackdrop = true,
  initialFocusRef,
  placement = 'center',
  role = 'dialog',
  panelClassName,
  children,
  ...aria
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    stack.push(panel)
    if (stack.length === 1) {
      const { style } = document.body
      saved = { overflow: style.overflow, paddingRight: style.paddingRight }
      // Hiding the scrollbar widens the page; pad by its width so nothing jumps sideways.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      if (scrollbar > 0) style.paddingRight = `${scrollbar}px`
      style.overflow = 'hidden'
    }
    ;(initialFocusRef?.current ?? panel).focus()

    // Focus can still leave by other means (screen reader cursor, a click on a toast): pull it back.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== panel) return
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus()
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      stack.splice(stack.indexOf(panel), 1)
      if (stack.length === 0) Object.assign(document.body.style, saved)
      if (opener?.isConnected) opener.focus()
    }
  }, [open, initialFocusRef])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current
    if (!panel) return
    if (event.key === 'Escape') {
      // Stop here so a popup opened from a popup closes alone (React events bubble through portals).
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab') return
    const items = tabbables(panel)
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  if (!open || typeof document === 'undefined') return null
  return createPortal(
    <div className={clsx(styles.layer, styles[placement])}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        tabIndex={-1}
        className={clsx(styles.panel, panelClassName)}
        onKeyDown={onKeyDown}
        {...aria}
      >
        {children}
      </div>
    </div>,
    document.body
  )
}
