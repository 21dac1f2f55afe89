import { useState } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material'
import {
  BooleanField,
  BooleanInput,
  Button,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
  useListContext,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
  type Identifier,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { moderationLimits, type AdminContent } from '@kobza/contract'
import { serverMessageKey } from '../i18n/serverMessages.ts'

export type ContentResource = 'posts' | 'comments'

const typeChoices = (resource: ContentResource) =>
  (resource === 'posts' ? ['PUBLIC', 'PREMIUM'] : ['POST', 'LEGEND']).map((id) => ({
    id,
    name: `kobza.content.type.${id}`,
  }))

/** Asks the reason (the author sees a hide's), then hides or deletes one or several rows. */
function ReasonDialog({
  open,
  onClose,
  onHide,
  deleting = false,
}: {
  open: boolean
  onClose(): void
  onHide(reason: string): void
  /** Deleting: says it cannot be undone and asks the reason the audit log keeps. */
  deleting?: boolean
}) {
  const translate = useTranslate()
  const [reason, setReason] = useState('')
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(deleting ? 'kobza.content.confirm_delete' : 'kobza.content.hide')}</DialogTitle>
      <DialogContent>
        {deleting ? <DialogContentText>{translate('kobza.content.confirm_delete_text')}</DialogContentText> : null}
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={translate(deleting ? 'kobza.content.delete_reason' : 'kobza.content.reason')}
          value={reason}
          slotProps={{ htmlInput: { maxLength: moderationLimits.hideReasonMax } }}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        {/* MUI's buttons: react-admin's drop their label on phones, leaving an empty button. */}
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          color="error"
          variant="contained"
          disabled={!reason.trim()}
          onClick={() => {
            onHide(reason.trim())
            setReason('')
          }}
        >
          {translate(deleting ? 'ra.action.delete' : 'kobza.content.hide')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  )
}

/** Hide (with a reason) or show again one row: a PUT the API audits with before and after. */
function HideToggle({ resource }: { resource: ContentResource }) {
  const record = useRecordContext<AdminContent>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const send = (data: { hidden: boolean; reason?: string }) =>
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        onSuccess: () => {
          notify(data.hidden ? 'kobza.content.done_hidden' : 'kobza.content.done_shown', { type: 'success' })
          refresh()
        },
        onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
      }
    )
  return (
    <span onClick={(event) => event.stopPropagation()}>
      {record.hidden ? (
        <Button label="kobza.content.unhide" disabled={isPending} onClick={() => void send({ hidden: false })}>
          <VisibilityIcon />
        </Button>
      ) : (
        <Button label="kobza.content.hide" disabled={isPending} onClick={() => setAsking(true)}>
          <VisibilityOffIcon />
        </Button>
      )}
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        onHide={(reason) => {
          setAsking(false)
          void send({ hidden: true, reason })
        }}
      />
    </span>
  )
}

/** Delete one row after a confirmation with the moderator's reason (kept in the audit log); it cannot be undone. */
function DeleteWithReason({ resource }: { resource: ContentResource }) {
  const record = useRecordContext<AdminContent>()
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
                refresh()
              },
              onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
            }
          )
        }}
      />
    </span>
  )
}

/** Bulk hide (one reason for all) and bulk show again: react-admin sends one PUT per row. */
function BulkHide({ resource }: { resource: ContentResource }) {
  const { selectedIds } = useListContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll(resource)
  const [asking, setAsking] = useState(false)
  const [updateMany, { isPending }] = useUpdateMany()
  const send = (ids: Identifier[], data: { hidden: boolean; reason?: string }) =>
    updateMany(
      resource,
      { ids, data },
      {
        onSuccess: () => {
          notify(data.hidden ? 'kobza.content.done_hidden' : 'kobza.content.done_shown', { type: 'success' })
          unselectAll()
          refresh()
        },
        onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
      }
    )
  return (
    <>
      <Button label="kobza.content.hide" disabled={isPending} onClick={() => setAsking(true)}>
        <VisibilityOffIcon />
      </Button>
      <Button
        label="kobza.content.unhide"
        disabled={isPending}
        onClick={() => void send(selectedIds, { hidden: false })}
      >
        <VisibilityIcon />
      </Button>
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        onHide={(reason) => {
          setAsking(false)
          void send(selectedIds, { hidden: true, reason })
        }}
      />
    </>
  )
}

/**
 * The Content resources (posts, comments): filters by author, type, date, reported and hidden;
 * hide with a reason, show again, delete — one row or the selected ones.
 */
export function ContentList({ resource }: { resource: ContentResource }) {
  const filters = [
    <NumberInput key="authorId" source="authorId" />,
    <SelectInput key="type" source="type" choices={typeChoices(resource)} />,
    <DateInput key="from" source="createdAt_gte" label="kobza.content.from" />,
    <DateInput key="to" source="createdAt_lte" label="kobza.content.to" />,
    <BooleanInput key="reported" source="reported" label="kobza.content.reported" />,
    <BooleanInput key="hidden" source="hidden" />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={<BulkHide resource={resource} />} rowClick={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <ReferenceField source="authorId" reference="users" link="edit" />
        <SelectField source="type" choices={typeChoices(resource)} />
        <FunctionField
          source="text"
          sortable={false}
          render={(record: AdminContent) => (record.text.length > 120 ? `${record.text.slice(0, 120)}…` : record.text)}
        />
        <NumberField source="reportCount" sortable={false} />
        <BooleanField source="hidden" sortable={false} />
        <TextField source="hiddenReason" sortable={false} emptyText="—" />
        <HideToggle resource={resource} />
        <DeleteWithReason resource={resource} />
      </Datagrid>
    </List>
  )
}
