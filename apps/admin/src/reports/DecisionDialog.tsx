import { useTranslate } from 'react-admin'
import { moderationLimits, type ReportAction } from '@kobza/contract'
import { ReasonDialog } from '../content/ReasonDialog.tsx'

/** Destructive decisions are red; dismissing changes no content. */
const colorOf = (action: ReportAction) => (action === 'BLOCK_AUTHOR' || action === 'HIDE' ? 'error' : 'primary')

/**
 * Asks before a report decision: what it does, and the moderator's reason (required; kept in the
 * audit entry and told to the author of a hide or a warning). Nothing is sent until confirmed.
 */
export function DecisionDialog({
  action,
  count = 1,
  pending = false,
  onClose,
  onConfirm,
}: {
  action: ReportAction | null
  /** Reports decided at once (the list's bulk decisions). */
  count?: number
  pending?: boolean
  onClose(): void
  onConfirm(action: ReportAction, reason: string): void
}) {
  const translate = useTranslate()
  if (!action) return null
  const selected = count > 1 ? `${translate('kobza.reports.selected', { smart_count: count })}. ` : ''
  return (
    <ReasonDialog
      open
      pending={pending}
      required
      confirmColor={colorOf(action)}
      onClose={onClose}
      onHide={(reason) => onConfirm(action, reason)}
      helperText={(reason) =>
        `${translate('kobza.reports.note_help')} · ${[...reason].length}/${moderationLimits.hideReasonMax}`
      }
      wording={{
        title: `kobza.reports.confirm.${action}`,
        text: selected + translate(`kobza.reports.confirm_text.${action}`),
        label: 'kobza.reports.note',
        confirm: `kobza.reports.actions.${action}`,
      }}
    />
  )
}
