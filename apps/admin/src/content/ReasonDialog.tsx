import { useState } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material'
import { Button, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { moderationLimits } from '@kobza/contract'
import { serverMessageKey } from '../i18n/serverMessages.ts'

/** Asks the reason (the author sees a hide's), then hides or deletes one or several rows. */
export function ReasonDialog({
  open,
  onClose,
  onHide,
  deleting = false,
  wording,
  maxLength = moderationLimits.hideReasonMax,
  pending = false,
  required = false,
  helperText,
  confirmColor = 'error',
}: {
  open: boolean
  onClose(): void
  onHide(reason: string): void
  /** Deleting: says it cannot be undone and asks the reason the audit log keeps. */
  deleting?: boolean
  /** Other refusals (a rejected withdrawal) name their own title, field and button keys, and a translated warning. */
  wording?: { title: string; text: string; label: string; confirm: string }
  /** The contract's limit of this reason (a refund's differs from a moderation note's). */
  maxLength?: number
  /** The decision is on its way: both buttons wait. */
  pending?: boolean
  /** Marks the field required (a report decision's note); the button waits for a reason either way. */
  required?: boolean
  /** A line under the field, given what is typed so far (a counter). */
  helperText?: (reason: string) => string
  /** Red for what removes or refuses; a decision that changes no content is the primary colour. */
  confirmColor?: 'error' | 'primary'
}) {
  const translate = useTranslate()
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  const words = wording ?? {
    title: deleting ? 'kobza.content.confirm_delete' : 'kobza.content.hide',
    text: deleting ? translate('kobza.content.confirm_delete_text') : '',
    label: deleting ? 'kobza.content.delete_reason' : 'kobza.content.reason',
    confirm: deleting ? 'ra.action.delete' : 'kobza.content.hide',
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate(words.title)}</DialogTitle>
      <DialogContent>
        {words.text ? <DialogContentText>{words.text}</DialogContentText> : null}
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          required={required}
          margin="dense"
          label={translate(words.label)}
          value={reason}
          slotProps={{ htmlInput: { maxLength } }}
          helperText={helperText?.(reason)}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        {/* MUI's buttons: react-admin's drop their label on phones, leaving an empty button. */}
        <MuiButton onClick={close} disabled={pending}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton
          color={confirmColor}
          variant="contained"
          disabled={!reason.trim() || pending}
          onClick={() => {
            onHide(reason.trim())
            setReason('')
          }}
        >
          {translate(words.confirm)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Delete one record (a row, or the record of an edit page) after a confirmation with the
 * moderator's reason, which the API keeps in the audit entry; it cannot be undone.
 */
export function DeleteWithReason({ resource, onDeleted }: { resource: string; onDeleted?(): void }) {
  const record = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!record) return null
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="ra.action.delete" color="error" disabled={isPending} onClick={() => setAsking(true)}>
        <DeleteIcon />
      </Button>
      <ReasonDialog
        deleting
        open={asking}
        onClose={() => setAsking(false)}
        onHide={(reason) => {
          setAsking(false)
          void remove(
            resource,
            { id: record.id, previousData: record, meta: { reason } },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } })
                if (onDeleted) onDeleted()
                else refresh()
              },
              onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
            }
          )
        }}
      />
    </span>
  )
}
