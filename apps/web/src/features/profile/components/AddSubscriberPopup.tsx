import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { Button, FormField, Input, Popup } from '@kobza/design-system'
import type { ArtistProfile } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useSession } from '../../../shared/session/SessionContext'
import { inviteSubscriber } from '../api/profileApi'
import styles from './Popups.module.css'

/**
 * Add subscriber (spec 001 §4, §5): an e-mail (Send enabled once one is typed) and the days of
 * the free subscription; the server mails the invitation. Success shows the spec's text and Done.
 */
export function AddSubscriberPopup({
  profile,
  open,
  onClose,
}: {
  profile: ArtistProfile
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['profile', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const [email, setEmail] = useState('')
  const [days, setDays] = useState('30')
  const [error, setError] = useState<string | null>(null)

  const mutation = useMutation({
    mutationFn: () => inviteSubscriber(client, profile.uuid, { email: email.trim(), days: Number(days) || 30 }),
    meta: { handlesErrors: true },
    onError: (failure) => setError(errorMessage(failure, sharedT)),
  })

  const close = () => {
    setEmail('')
    setDays('30')
    setError(null)
    mutation.reset()
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('shared:common.invalidEmail'))
    mutation.mutate()
  }

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
          <>
            <Button variant="secondary" onClick={close}>
              {t('edit.cancel')}
            </Button>
            <Button
              type="submit"
              form="add-subscriber-form"
              disabled={!email.trim()}
              loading={mutation.isPending}
              loadingLabel={t('shared:common.loading')}
            >
              {t('invite.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status" className={styles.success}>
          {t('invite.sent')}
        </p>
      ) : (
        <form id="add-subscriber-form" className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('invite.email')} required error={error ?? undefined}>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                setError(null)
              }}
            />
          </FormField>
          <FormField label={t('invite.days')}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={366}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </FormField>
        </form>
      )}
    </Popup>
  )
}
