import {
  Button,
  DateField,
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
  useTranslate,
  useUpdate,
} from 'react-admin'
import type { AdminReport, ReportAction } from '@kobza/contract'
import { CodeField } from '../codes/CodeField.tsx'
import { serverMessageKey } from '../i18n/serverMessages.ts'
import { categoryChoices, kindChoices, statusChoices } from './choices.ts'
import { ReportPreview } from './ReportPreview.tsx'

/** Hide the content, block its author or dismiss: each is one PUT the API audits. */
function Decisions() {
  const record = useRecordContext<AdminReport>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate()
  if (!record || record.status !== 'OPEN') return null
  const decide = (action: ReportAction) =>
    update(
      'reports',
      { id: record.id, data: { action }, previousData: record },
      {
        onSuccess: () => {
          notify(`kobza.reports.done.${action}`, { type: 'success' })
          refresh()
        },
        onError: (error) => notify(serverMessageKey((error as Error).message), { type: 'error' }),
      }
    )
  return (
    <TopToolbar>
      <Button label="kobza.reports.actions.HIDE" onClick={() => void decide('HIDE')} disabled={isPending} />
      <Button
        label="kobza.reports.actions.BLOCK_AUTHOR"
        color="error"
        onClick={() => {
          if (window.confirm(translate('kobza.reports.confirmBlock'))) void decide('BLOCK_AUTHOR')
        }}
        disabled={isPending || !record.targetUserId}
      />
      <Button
        label="kobza.reports.actions.WARN"
        onClick={() => void decide('WARN')}
        disabled={isPending || !record.targetUserId}
      />
      <Button label="kobza.reports.actions.DISMISS" onClick={() => void decide('DISMISS')} disabled={isPending} />
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
