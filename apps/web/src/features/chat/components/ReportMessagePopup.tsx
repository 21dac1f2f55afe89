import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Popup, TextArea } from '@kobza/design-system'
import { endpoints, moderationLimits } from '@kobza/contract'
import { useServices } from '../../../shared/services'

export interface ReportMessagePopupProps {
  /** The reported message's id; null closes the popup. */
  messageId: number | null
  onClose(): void
}

/** A participant reports the other side's message to the moderators, with a reason. */
export function ReportMessagePopup({ messageId, onClose }: ReportMessagePopupProps) {
  const { t } = useTranslation('chat')
  const { client } = useServices()
  const [reason, setReason] = useState('')
  const [state, setState] = useState<{ for: number; sending: boolean; done?: string; error?: string } | null>(null)
  const current = state && state.for === messageId ? state : null

  const close = () => {
    setReason('')
    setState(null)
    onClose()
  }

  const send = async () => {
    if (messageId === null || !reason.trim()) return
    setState({ for: messageId, sending: true })
    try {
      const answer = await client.call(endpoints.moderation.report, {
        body: { targetKind: 'MESSAGE', targetId: messageId, reason: reason.trim() },
      })
      setState({ for: messageId, sending: false, done: answer.message })
    } catch (failure) {
      const message =
        failure instanceof Error && 'serverMessage' in failure && failure.serverMessage
          ? String(failure.serverMessage)
          : t('report.failed')
      setState({ for: messageId, sending: false, error: message })
    }
  }

  return (
    <Popup
      open={messageId !== null}
      onClose={close}
      title={t('report.title')}
      closeLabel={t('preview.cancel')}
      actions={
        current?.done ? (
          <Button onClick={close}>{t('report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('preview.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={current?.sending} disabled={!reason.trim()}>
              {t('report.send')}
            </Button>
          </>
        )
      }
    >
      {current?.done ? (
        <p role="status">{t('report.done')}</p>
      ) : (
        <TextArea
          aria-label={t('report.reason')}
          placeholder={t('report.reason')}
          value={reason}
          maxLength={moderationLimits.reasonMax}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {current?.error && <p role="alert">{current.error}</p>}
    </Popup>
  )
}
