import { Button, type ButtonVariant } from '@kobza/design-system'

interface PopupFormActionsProps {
  /** The id of the form in the popup's body that the submit button sends. */
  form: string
  cancelLabel: string
  onCancel: () => void
  cancelVariant?: ButtonVariant
  submitLabel: string
  submitVariant?: ButtonVariant
  /** The form is being sent: the submit button shows `busyLabel`, Cancel waits unless told otherwise. */
  busy?: boolean
  busyLabel?: string
  /** Cancel stays usable while the form is being sent. */
  cancelWhileBusy?: boolean
  submitDisabled?: boolean
}

/** A popup form's two buttons (Cancel, then the one that sends the form), every popup form alike. */
export function PopupFormActions({
  form,
  cancelLabel,
  onCancel,
  cancelVariant = 'secondary',
  submitLabel,
  submitVariant,
  busy = false,
  busyLabel,
  cancelWhileBusy = false,
  submitDisabled,
}: PopupFormActionsProps) {
  return (
    <>
      <Button variant={cancelVariant} onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        form={form}
        variant={submitVariant}
        disabled={submitDisabled}
        loading={busy}
        loadingLabel={busyLabel}
      >
        {submitLabel}
      </Button>
    </>
  )
}
