import { Datagrid, DateField, List, SelectField, SelectInput, TextField } from 'react-admin'
import { kindChoices, statusChoices } from './choices.ts'
import { ReportPreview } from './ReportPreview.tsx'

export function ReportList() {
  const filters = [
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <SelectInput key="targetKind" source="targetKind" choices={kindChoices} />,
  ]
  return (
    <List filters={filters} filterDefaultValues={{ status: 'OPEN' }} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <SelectField source="targetKind" choices={kindChoices} />
        <ReportPreview compact label="resources.reports.fields.preview" />
        <TextField source="reason" />
        <SelectField source="status" choices={statusChoices} />
      </Datagrid>
    </List>
  )
}
