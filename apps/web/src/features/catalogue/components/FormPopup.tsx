import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Popup, useToast } from '@kobza/design-system'
import { errorMessage } from '../../../shared/errors'
import { catalogueKeys } from '../api/catalogueApi'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'
import styles from './Forms.module.css'

/**
 * A catalogue popup that is one form (upload song, new event): Cancel and the submit button
 * below it, the server's refusal at its end. Cancel waits while the form is being sent.
 */
export function FormPopup({
  id,
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  serverError,
  children,
}: {
  id: string
  open: boolean
  title: string
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  submitLabel: string
  busy: boolean
  busyLabel: string
  serverError: string | null
  children: ReactNode
}) {
  const { t } = useTranslation(['catalogue', 'shared'])
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('shared:common.close')}
      actions={
        <PopupFormActions
          form={id}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={submitLabel}
          busy={busy}
          busyLabel={busyLabel}
        />
      }
    >
      <form id={id} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {serverError && (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        )}
      </form>
    </Popup>
  )
}

/**
 * Sending a catalogue popup's form: a refusal of the server shows in the popup; success says so,
 * empties the form, closes the popup and refreshes the artist's catalogue. Closing empties the
 * form too, except while it is being sent.
 */
export function usePopupSubmit<B = FormData>({
  artistUuid,
  request,
  doneMessage,
  reset,
  onClose,
}: {
  artistUuid: string
  request: (body: B) => Promise<unknown>
  doneMessage: string
  reset: () => void
  onClose: () => void
}) {
  const { t: sharedT } = useTranslation('shared')
  const queryClient = useQueryClient()
  const toast = useToast()
  const [serverError, setServerError] = useState<string | null>(null)
  const clear = () => {
    reset()
    setServerError(null)
  }
  const mutation = useMutation({
    mutationFn: request,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.show({ message: doneMessage, tone: 'success' })
      clear()
      onClose()
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artistUuid) })
    },
    onError: (error) => setServerError(errorMessage(error, sharedT)),
  })
  const close = () => {
    if (mutation.isPending) return
    clear()
    onClose()
  }
  /** The form's submit handler: sending again first clears the server's last refusal. */
  const submitWith = (handle: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
    setServerError(null)
    void handle(event)
  }
  /** What FormPopup needs of the sending: closing, busy, the refusal. */
  const popup = { onClose: close, busy: mutation.isPending, serverError }
  return { mutation, submitWith, popup }
}
