import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, Button, FormField, IconButton, Popup, Select, TextArea } from '@kobza/design-system'
import {
  endpoints,
  moderationLimits,
  reportCategories,
  type ReportCategory,
  type ReportTargetKind,
} from '@kobza/contract'
import { useSession } from '../session/SessionContext'

export interface ReportButtonProps {
  targetKind: Exclude<ReportTargetKind, 'MESSAGE'>
  targetId: string | number
  /** Their own content is not the signed-in user's to report: the button is left out. */
  authorUuid?: string
}

/**
 * The 'Report' entry on a post, a comment, a profile or a legend: a reason from the contract's
 * list and the reporter's own words, sent to the moderators. Only signed-in users who are not
 * its author see it (the API refuses the others anyway).
 */
export function ReportButton({ targetKind, targetId, authorUuid }: ReportButtonProps) {
  const { t } = useTranslation('shared')
  const { client, user } = useSession()
  const [open, setOpen] = useState(false)
  const [category, setCategory] = useState<ReportCategory>('SPAM')
  const [details, setDetails] = useState('')
  const [state, setState] = useState<{ sending: boolean; done?: boolean; error?: string }>({ sending: false })
  if (!user || (authorUuid !== undefined && user.uuid === authorUuid)) return null

  const close = () => {
    setOpen(false)
    setDetails('')
    setCategory('SPAM')
    setState({ sending: false })
  }

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
    <>
      <IconButton size="sm" label={t('report.action')} icon={<AlertIcon />} onClick={() => setOpen(true)} />
      {open && (
        <Popup
          open
          onClose={close}
          title={t(`report.title.${targetKind}`)}
          closeLabel={t('common.close')}
          actions={
            state.done ? (
              <Button onClick={close}>{t('common.close')}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={close}>
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
      )}
    </>
  )
}
