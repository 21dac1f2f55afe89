import {
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { AdminReport } from '@kobza/contract'
import { CodeField } from '../codes/CodeField.tsx'
import { categoryChoices, kindChoices, statusChoices } from './choices.ts'
import { ReportPreview } from './ReportPreview.tsx'
import { useReportDecision } from './useReportDecision.tsx'

/** Hide the content, warn or block its author, or dismiss: each asks for confirmation and a reason, then is one PUT the API audits. */
function Decisions() {
  const record = useRecordContext<AdminReport>()
  const { decisionButton, dialog } = useReportDecision(record)
  if (!record || record.status !== 'OPEN') return null
  return (
    <TopToolbar>
      {decisionButton('HIDE')}
      {decisionButton('BLOCK_AUTHOR')}
      {decisionButton('WARN')}
      {decisionButton('DISMISS')}
      {dialog}
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
