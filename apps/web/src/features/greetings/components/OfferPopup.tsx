import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { Button, FilePicker, FormField, Popup, Preloader } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { UploadProgress, useResumableSending } from '../../../shared/uploads/UploadProgress'
import { mediaAccept, mediaMaxBytes, type VideoOrder } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDateTime, formatHryvnia } from '../../../shared/format/format'
import { errorMessage } from '../../../shared/errors'
import { declineOrder, deliverVideo } from '../api/greetingsApi'
import { useTimeLeft } from './OrderRow'
import styles from './Orders.module.css'

type Step = 'view' | 'record' | 'sent' | 'decline'
const formId = 'record-video-form'

/**
 * The artist's View offer popup (spec 001 §4): the offer, then accept → 'Record video
 * congratulation' (Send only with a file) → the happy message, or decline → 'Decline video
 * congratulation' with its confirmation. Upload failures show under the form.
 */
export function OfferPopup({
  order,
  onClose,
  onSettled,
}: {
  order: VideoOrder | null
  onClose: () => void
  onSettled: () => Promise<unknown>
}) {
  const { t } = useTranslation(['greetings', 'shared'])
  const { t: shared } = useTranslation()
  const [language] = useLanguage()
  const { client } = useServices()
  const timeLeft = useTimeLeft()
  const [step, setStep] = useState<Step>('view')
  const [file, setFile] = useState<File | null>(null)
  // A native file input does not read FormField's context: it is tied to the label by this id.
  const fileId = useId()
  const pickerLabels = useFilePickerLabels()

  const { progress, run, cancel } = useResumableSending()
  const send = useMutation({
    mutationFn: ({ id, video }: { id: number; video: File }) =>
      run((sending) => deliverVideo(client, id, video, sending)),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      setStep('sent')
      await onSettled()
    },
  })
  const decline = useMutation({
    mutationFn: (id: number) => declineOrder(client, id),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await onSettled()
      close()
    },
  })

  if (!order) return null
  const name = order.user.publicName ?? order.user.nickName ?? t('order.unknown')
  // The spec's thank-you line names the fan by nickname.
  const nickName = order.user.nickName ?? name
  const open = order.status === 'INIT'
  const tooLarge = file !== null && file.size > mediaMaxBytes.video
  const busy = send.isPending || decline.isPending

  function close() {
    if (send.isPending || decline.isPending) return
    setStep('view')
    setFile(null)
    send.reset()
    decline.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file && !tooLarge) send.mutate({ id: order.id, video: file })
  }

  const title =
    step === 'record' || step === 'sent'
      ? t('artist.recordTitle')
      : step === 'decline'
        ? t('artist.declineTitle')
        : t('artist.offerTitle')

  const actions =
    step === 'view' ? (
      open ? (
        <>
          <Button variant="danger" onClick={() => setStep('decline')}>
            {t('artist.decline')}
          </Button>
          <Button onClick={() => setStep('record')}>{t('artist.accept')}</Button>
        </>
      ) : (
        <Button variant="secondary" onClick={close}>
          {t('shared:common.close')}
        </Button>
      )
    ) : step === 'record' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('view')} disabled={busy}>
          {t('shared:common.cancel')}
        </Button>
        <Button type="submit" form={formId} disabled={!file || tooLarge} loading={send.isPending}>
          {t('artist.send')}
        </Button>
      </>
    ) : step === 'decline' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('view')} disabled={busy}>
          {t('shared:common.cancel')}
        </Button>
        <Button variant="danger" loading={decline.isPending} onClick={() => decline.mutate(order.id)}>
          {t('artist.decline')}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{t('shared:common.done')}</Button>
    )

  return (
    <Popup open onClose={close} title={title} closeLabel={t('shared:common.close')} actions={actions}>
      {step === 'view' && (
        <dl className={styles.facts}>
          <dt>{t('order.fan')}</dt>
          <dd>{name}</dd>
          <dt>{t('order.amount')}</dt>
          <dd>{formatHryvnia(order.money.amount, language)}</dd>
          <dt>{t('order.desire')}</dt>
          <dd>{order.fanDesire}</dd>
          {order.deadlineAt && (
            <>
              <dt>{t('order.deadline')}</dt>
              <dd>
                {formatDateTime(order.deadlineAt, language)}
                {timeLeft(order) ? ` · ${timeLeft(order)}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
      {step === 'record' && (
        <form id={formId} onSubmit={submit} noValidate>
          <FormField
            id={fileId}
            label={t('artist.file')}
            hint={t('artist.fileHint')}
            error={tooLarge ? t('artist.fileTooLarge') : undefined}
          >
            <FilePicker
              accept={mediaAccept('video')}
              labels={pickerLabels}
              fileName={file?.name}
              progress={progress}
              disabled={send.isPending}
              onFile={(chosen) => {
                setFile(chosen)
                send.reset()
              }}
            />
          </FormField>
          {progress !== null ? (
            <UploadProgress progress={progress} onCancel={cancel} />
          ) : (
            send.isPending && <Preloader label={t('artist.sending')} />
          )}
          {send.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(send.error, shared)}
            </p>
          )}
        </form>
      )}
      {step === 'sent' && (
        <p role="status" className={styles.success}>
          {t('artist.sent', { name: nickName })}
        </p>
      )}
      {step === 'decline' && (
        <>
          <p>{t('artist.declineText')}</p>
          {decline.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(decline.error, shared)}
            </p>
          )}
        </>
      )}
    </Popup>
  )
}
