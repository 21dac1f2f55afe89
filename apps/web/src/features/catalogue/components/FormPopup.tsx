import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Popup } from '@kobza/design-system'
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
