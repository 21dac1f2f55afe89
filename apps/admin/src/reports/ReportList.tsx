import { useState } from 'react'
import {
  Button,
  Datagrid,
  List,
  SelectField,
  SelectInput,
  TextField,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { ReportAction } from '@kobza/contract'
import { serverMessageKey } from '../i18n/serverMessages.ts'
import { categoryChoices, kindChoices, statusChoices } from './choices.ts'
import { decisionIcons } from './decisionIcons.tsx'
import { DecisionDialog } from './DecisionDialog.tsx'
import { ReportPreview } from './ReportPreview.tsx'

/** Triage of the selected reports at once, after a confirmation with one reason: react-admin sends one audited PUT per report. */
function BulkDecisions() {
  const { selectedIds } = useListContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll('reports')
  const [asking, setAsking] = useState<ReportAction | null>(null)
  const [updateMany, { isPending }] = useUpdateMany()
  const decide = (action: ReportAction, note: string) =>
    updateMany(
      'reports',
      { ids: selectedIds, data: { action, note } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(null)
          notify(`kobza.reports.done.${action}`, { type: 'success' })
          unselectAll()
          refresh()
        },
        onError: (error) => {
          notify(serverMessageKey((error as Error).message), { type: 'error' })
          refresh()
        },
      }
    )
  return (
    <>
      {(['HIDE', 'WARN', 'DISMISS'] as const).map((action) => (
        <Button
          key={action}
          label={`kobza.reports.actions.${action}`}
          disabled={isPending}
          onClick={() => setAsking(action)}
        >
          {decisionIcons[action]}
        </Button>
      ))}
      <DecisionDialog
        action={asking}
        count={selectedIds.length}
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={(action, note) => void decide(action, note)}
      />
    </>
  )
}

export function ReportList() {
  const filters = [
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="targetKind" source="targetKind" choices={kindChoices} />,
  ]
  return (
    <List filters={filters} filterDefaultValues={{ status: 'OPEN' }} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDecisions />}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <SelectField source="targetKind" choices={kindChoices} />
        <ReportPreview compact label="resources.reports.fields.preview" />
        <SelectField source="category" choices={categoryChoices} emptyText="—" />
        <TextField source="reason" />
        <SelectField source="status" choices={statusChoices} />
      </Datagrid>
    </List>
  )
}
