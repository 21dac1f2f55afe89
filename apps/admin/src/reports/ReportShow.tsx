import { useState } from 'react'
import {
  Button,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { AdminReport, ReportAction } from '@kobza/contract'
import { CodeField } from '../codes/CodeField.tsx'
import { serverMessageKey } from '../i18n/serverMessages.ts'
import { categoryChoices, kindChoices, statusChoices } from './choices.ts'
import { decisionIcons } from './decisionIcons.tsx'
import { DecisionDialog } from './DecisionDialog.tsx'
import { ReportPreview } from './ReportPreview.tsx'

/** Hide the content, warn or block its author, or dismiss: each asks for confirmation and a reason, then is one PUT the API audits. */
function Decisions() {
  const record = useRecordContext<AdminReport>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState<ReportAction | null>(null)
  const [update, { isPending }] = useUpdate()
  if (!record || record.status !== 'OPEN') return null
  const decide = (action: ReportAction, note: string) =>
    update(
      'reports',
      { id: record.id, data: { action, note }, previousData: record },
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
  return (
    <TopToolbar>
      <Button label="kobza.reports.actions.HIDE" onClick={() => setAsking('HIDE')} disabled={isPending}>
        {decisionIcons.HIDE}
      </Button>
      <Button
        label="kobza.reports.actions.BLOCK_AUTHOR"
        color="error"
        onClick={() => setAsking('BLOCK_AUTHOR')}
        disabled={isPending || !record.targetUserId}
      >
        {decisionIcons.BLOCK_AUTHOR}
      </Button>
      <Button
        label="kobza.reports.actions.WARN"
        onClick={() => setAsking('WARN')}
        disabled={isPending || !record.targetUserId}
      >
        {decisionIcons.WARN}
      </Button>
      <Button label="kobza.reports.actions.DISMISS" onClick={() => setAsking('DISMISS')} disabled={isPending}>
        {decisionIcons.DISMISS}
      </Button>
      <DecisionDialog
        action={asking}
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={(action, note) => void decide(action, note)}
      />
    </TopToolbar>
  )
}

export function ReportShow() {
  return (
    <Show actions={<Decisions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <SelectField source="targetKind" choices={kindChoices} />
        <Labeled label="resources.reports.fields.preview">
          <ReportPreview />
        </Labeled>
        <SelectField source="category" choices={categoryChoices} emptyText="—" />
        <TextField source="reason" />
        <ReferenceField source="targetUserId" reference="users" link="edit" emptyText="—" />
        <ReferenceField source="reporterId" reference="users" link="edit" />
        <SelectField source="status" choices={statusChoices} />
        <CodeField source="resolution" group="resolution" />
        <DateField source="resolvedAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
