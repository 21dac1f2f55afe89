import { useRef, type ReactNode } from 'react'
import { Button } from '../Button'
import { Popup } from '../Popup'

export interface ConfirmPopupProps {
  open: boolean
  title: ReactNode
  message?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  confirmLabel?: string
  cancelLabel?: string
  /** A destructive action (delete a post, cancel an auction): the confirm button turns red. */
  danger?: boolean
  /** The confirmed action is running: the confirm button spins and the popup stays open. */
  loading?: boolean
}

/** Asks before an action that cannot be undone. Focus starts on Cancel, the safe choice. */
export function ConfirmPopup({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
}: ConfirmPopupProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Popup
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      hideCloseButton
      closeOnBackdrop={!loading}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
