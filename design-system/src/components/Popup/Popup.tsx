import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react'
import { clsx } from 'clsx'
import { ModalLayer } from '../../internal/ModalLayer'
import { CloseIcon } from '../Icon'
import { IconButton } from '../IconButton'
import styles from './Popup.module.css'

export interface PopupProps {
  /**
   * Whether the popup is shown. The app owns it — e.g. close on route change by setting it to
   * false from the router's location effect.
   */
  open: boolean
  /** Called on Escape, the close button and (unless disabled) a click on the scrim. */
  onClose: () => void
  /** The dialog's accessible name; always required, hide it visually with `hideTitle`. */
  title: ReactNode
  hideTitle?: boolean
  /** A first paragraph that screen readers announce with the title. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom, primary last. */
  actions?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  closeLabel?: string
  hideCloseButton?: boolean
  closeOnBackdrop?: boolean
  initialFocusRef?: RefObject<HTMLElement | null>
  /** `alertdialog` for popups that interrupt to ask or warn (ErrorPopup, ConfirmPopup). */
  role?: 'dialog' | 'alertdialog'
  className?: string
}

/** A modal dialog: a centred card on wide screens, a bottom sheet below 600 px. */
export function Popup({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  actions,
  size = 'md',
  closeLabel = 'Close',
  hideCloseButton = false,
  closeOnBackdrop = true,
  initialFocusRef,
  role = 'dialog',
  className,
}: PopupProps) {
  const id = useId()
  const titleId = `${id}-title`
  const [body, setBody] = useState<HTMLDivElement | null>(null)
  const scrollable = useScrollable(body)
  const descriptionId = description ? `${id}-description` : undefined
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      initialFocusRef={initialFocusRef}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      panelClassName={clsx(styles.popup, styles[size], className)}
    >
      <header className={clsx(styles.header, hideTitle && styles.headerBare)}>
        <h2 id={titleId} className={clsx(styles.title, hideTitle && styles.visuallyHidden)}>
          {title}
        </h2>
        {!hideCloseButton && (
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} className={styles.close} />
        )}
      </header>
      <div
        ref={setBody}
        className={styles.body}
        // Long content scrolls; keyboard users then need to be able to focus it to scroll.
        tabIndex={scrollable ? 0 : undefined}
      >
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
      {actions && <footer className={styles.actions}>{actions}</footer>}
    </ModalLayer>
  )
}

/** Whether the element's content overflows it vertically, kept up to date as either resizes. */
function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false)
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [element])
  return scrollable
}
