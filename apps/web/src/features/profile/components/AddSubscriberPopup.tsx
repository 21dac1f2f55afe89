import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { Button, FormField, Input, Popup } from '@kobza/design-system'
import { inviteSubscriberRules } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useContractForm } from '../../../shared/forms/contractForm'
import { useSession } from '../../../shared/session/SessionContext'
import { inviteSubscriber } from '../api/profileApi'
import styles from './Popups.module.css'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'
import type { ArtistPopupProps } from '../../../shared/ui/popupProps'

/**
 * Add subscriber (spec 001 §4, §5): an e-mail (Send enabled once one is typed) and the days of
 * the free subscription; the server mails the invitation. Success shows the spec's text and Done.
 */
export function AddSubscriberPopup({ profile, open, onClose }: ArtistPopupProps) {
  const { t } = useTranslation(['profile', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const form = useContractForm({
    rules: inviteSubscriberRules,
    message: () => t('shared:common.invalidEmail'),
    defaultValues: { email: '', days: '30' },
  })
  const { text, error } = form
  const { email, days } = form.values

  const mutation = useMutation({
    mutationFn: () => inviteSubscriber(client, profile.uuid, { email: email.trim(), days: Number(days) || 30 }),
    meta: { handlesErrors: true },
    onError: (failure) => form.fail('email', errorMessage(failure, sharedT)),
  })

  const close = () => {
    form.reset()
    mutation.reset()
    onClose()
  }

  const submit = form.handleSubmit(() => mutation.mutate())

  const sent = mutation.isSuccess
  return (
    <Popup
      open={open}
      onClose={close}
      title={t('invite.title')}
      closeLabel={t('shared:common.close')}
      actions={
        sent ? (
          <Button onClick={close}>{t('shared:common.done')}</Button>
        ) : (
          <PopupFormActions
            form="add-subscriber-form"
            cancelLabel={t('edit.cancel')}
            onCancel={close}
            cancelWhileBusy
            submitLabel={t('invite.send')}
            submitDisabled={!email.trim()}
            busy={mutation.isPending}
            busyLabel={t('shared:common.loading')}
          />
        )
      }
    >
      {sent ? (
        <p role="status" className={styles.success}>
          {t('invite.sent')}
        </p>
      ) : (
        <form id="add-subscriber-form" className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('invite.email')} required error={error('email')}>
            <Input type="email" autoComplete="off" {...text('email')} />
          </FormField>
          <FormField label={t('invite.days')}>
            <Input type="number" inputMode="numeric" min={1} max={366} {...text('days')} />
          </FormField>
        </form>
      )}
    </Popup>
  )
}
