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

type HideChange = { hidden: boolean; reason?: string }

/** What a hide or show-again PUT says when it is done: a toast, then the list reloads. */
function useHideOutcome(afterSuccess?: () => void) {
  const notify = useNotify()
  const refresh = useRefresh()
  return (data: HideChange) => ({
    onSuccess: () => {
      notify(data.hidden ? 'kobza.content.done_hidden' : 'kobza.content.done_shown', { type: 'success' })
      afterSuccess?.()
      refresh()
    },
    onError: (error: unknown) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
  })
}

/** The hide button (it asks for the reason first) and the show-again button. */
function HideButtons({
  canHide,
  canShow,
  isPending,
  send,
}: {
  canHide: boolean
  canShow: boolean
  isPending: boolean
  send: (data: HideChange) => void
}) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      {canHide && (
        <Button label="kobza.content.hide" disabled={isPending} onClick={() => setAsking(true)}>
          <VisibilityOffIcon />
        </Button>
      )}
      {canShow && (
        <Button label="kobza.content.unhide" disabled={isPending} onClick={() => send({ hidden: false })}>
          <VisibilityIcon />
        </Button>
      )}
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        onHide={(reason) => {
          setAsking(false)
          send({ hidden: true, reason })
        }}
      />
    </>
  )
}

/** Hide (with a reason) or show again one row: a PUT the API audits with before and after. */
function HideToggle({ resource }: { resource: ContentResource }) {
  const record = useRecordContext<AdminContent>()
  const outcome = useHideOutcome()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <HideButtons
        canHide={!record.hidden}
        canShow={record.hidden}
        isPending={isPending}
        send={(data) => void update(resource, { id: record.id, data, previousData: record }, outcome(data))}
      />
    </span>
  )
}

/** Bulk hide (one reason for all) and bulk show again: react-admin sends one PUT per row. */
function BulkHide({ resource }: { resource: ContentResource }) {
  const { selectedIds } = useListContext()
  const outcome = useHideOutcome(useUnselectAll(resource))
  const [updateMany, { isPending }] = useUpdateMany()
  return (
    <HideButtons
      canHide
      canShow
      isPending={isPending}
      send={(data) => void updateMany(resource, { ids: selectedIds, data }, outcome(data))}
    />
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
