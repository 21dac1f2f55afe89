import { useState } from 'react'
import { Button, useNotify, useRefresh, useUpdate } from 'react-admin'
import type { AdminReport, ReportAction } from '@kobza/contract'
import { serverMessageKey } from '../i18n/serverMessages.ts'
import { decisionIcons } from './decisionIcons.tsx'
import { DecisionDialog } from './DecisionDialog.tsx'

/**
 * Deciding one report (its page and the dashboard queue): each decision button opens the
 * DecisionDialog, and only its confirmation sends the one PUT the API audits.
 */
export function useReportDecision(report: AdminReport | undefined) {
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState<ReportAction | null>(null)
  const [update, { isPending }] = useUpdate()
  const decide = (action: ReportAction, note: string) =>
    update(
      'reports',
      { id: report?.id, data: { action, note }, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null)
          notify(`kobza.reports.done.${action}`, { type: 'success' })
          refresh()
        },
        onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
      }
    )
  /** Decisions about the author need one: a report on a deleted account has none. */
  const needsAuthor = (action: ReportAction) => action === 'WARN' || action === 'BLOCK_AUTHOR'
  const decisionButton = (action: ReportAction) => (
    <Button
      key={action}
      label={`kobza.reports.actions.${action}`}
      color={action === 'BLOCK_AUTHOR' ? 'error' : undefined}
      onClick={() => setAsking(action)}
      disabled={isPending || (needsAuthor(action) && !report?.targetUserId)}
    >
      {decisionIcons[action]}
    </Button>
  )
  const dialog = (
    <DecisionDialog
      action={asking}
      pending={isPending}
      onClose={() => setAsking(null)}
      onConfirm={(action, note) => void decide(action, note)}
    />
  )
  return { decisionButton, dialog }
}
