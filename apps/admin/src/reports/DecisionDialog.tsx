import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material'
import { useTranslate } from 'react-admin'
import { moderationLimits, type ReportAction } from '@kobza/contract'

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
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  return (
    <Dialog open={action !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="report-decision-title">
      {action && (
        <>
          <DialogTitle id="report-decision-title">{translate(`kobza.reports.confirm.${action}`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {count > 1 ? `${translate('kobza.reports.selected', { smart_count: count })}. ` : ''}
              {translate(`kobza.reports.confirm_text.${action}`)}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              required
              margin="dense"
              label={translate('kobza.reports.note')}
              value={reason}
              slotProps={{ htmlInput: { maxLength: moderationLimits.hideReasonMax } }}
              helperText={`${translate('kobza.reports.note_help')} · ${[...reason].length}/${moderationLimits.hideReasonMax}`}
              onChange={(event) => setReason(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            {/* MUI's buttons: react-admin's drop their label on phones, leaving an empty button. */}
            <Button onClick={close} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              color={colorOf(action)}
              variant="contained"
              disabled={pending || reason.trim() === ''}
              onClick={() => {
                onConfirm(action, reason.trim())
                setReason('')
              }}
            >
              {translate(`kobza.reports.actions.${action}`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
