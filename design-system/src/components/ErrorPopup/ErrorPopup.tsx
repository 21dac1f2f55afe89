import { useRef, type ReactNode } from 'react'
import { AlertIcon } from '../Icon'
import { Button } from '../Button'
import { Popup } from '../Popup'
import styles from './ErrorPopup.module.css'

export interface ErrorPopupProps {
  open: boolean
  onClose: () => void
  /** The message to show — usually the API's first error message (`firstErrorMessage`). */
  message: ReactNode
  title?: ReactNode
  closeLabel?: string
}

/** Tells the user something failed and offers one way out: Close. */
export function ErrorPopup({ open, onClose, message, title = 'Error', closeLabel = 'Close' }: ErrorPopupProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  return (
    <Popup
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={
        <span className={styles.title}>
          <AlertIcon className={styles.icon} />
          {title}
        </span>
      }
      description={message}
      hideCloseButton
      initialFocusRef={closeRef}
      actions={
        <Button ref={closeRef} variant="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    />
  )
}
