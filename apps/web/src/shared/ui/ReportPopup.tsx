import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, FormField, Popup, Select, TextArea } from '@kobza/design-system'
import {
  endpoints,
  moderationLimits,
  reportCategories,
  type ReportCategory,
  type ReportTargetKind,
} from '@kobza/contract'
import { useSession } from '../session/SessionContext'

export interface ReportPopupProps {
  targetKind: Exclude<ReportTargetKind, 'MESSAGE'>
  targetId: string | number
  open: boolean
  onClose: () => void
}

/**
 * The report form behind the 'Report' entry: a reason from the contract's list and the
 * reporter's own words, sent to the moderators. Its own chunk: the contract's report schema and
 * list come with zod, which posts on `/` must not download before anyone reports anything.
 */
export function ReportPopup({ targetKind, targetId, open, onClose }: ReportPopupProps) {
  const { t } = useTranslation('shared')
  const { client } = useSession()
  const [category, setCategory] = useState<ReportCategory>('SPAM')
  const [details, setDetails] = useState('')
  const [state, setState] = useState<{ sending: boolean; done?: boolean; error?: string }>({ sending: false })

  const send = async () => {
    setState({ sending: true })
    try {
      await client.call(endpoints.moderation.report, {
        body: {
          targetKind,
          targetId,
          category,
          reason: details.trim() || t(`report.categories.${category}`),
        },
      })
      setState({ sending: false, done: true })
    } catch (failure) {
      const message =
        failure instanceof Error && 'serverMessage' in failure && failure.serverMessage
          ? String(failure.serverMessage)
          : t('report.failed')
      setState({ sending: false, error: message })
    }
  }

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t(`report.title.${targetKind}`)}
      closeLabel={t('common.close')}
      actions={
        state.done ? (
          <Button onClick={onClose}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={state.sending}>
              {t('report.send')}
            </Button>
          </>
        )
      }
    >
      {state.done ? (
        <p role="status">{t('report.done')}</p>
      ) : (
        <>
          <FormField label={t('report.category')}>
            <Select
              value={category}
              options={reportCategories.options.map((value) => ({
                value,
                label: t(`report.categories.${value}`),
              }))}
              onChange={(event) => setCategory(event.target.value as ReportCategory)}
            />
          </FormField>
          <FormField label={t('report.details')}>
            <TextArea
              value={details}
              maxLength={moderationLimits.reasonMax}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
            />
          </FormField>
        </>
      )}
      {state.error && <p role="alert">{state.error}</p>}
    </Popup>
  )
}
