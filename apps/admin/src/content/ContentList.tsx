import { useState } from 'react'
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
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
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  useUpdate,
  useUpdateMany,
  type Identifier,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { AdminContent } from '@kobza/contract'
import { serverMessageKey } from '../i18n/serverMessages.ts'
import { DeleteWithReason, ReasonDialog } from './ReasonDialog.tsx'

export type ContentResource = 'posts' | 'comments'

const typeChoices = (resource: ContentResource) =>
  (resource === 'posts' ? ['PUBLIC', 'PREMIUM'] : ['POST', 'LEGEND']).map((id) => ({
    id,
    name: `kobza.content.type.${id}`,
  }))

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
