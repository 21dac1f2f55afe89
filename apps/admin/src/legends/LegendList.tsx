import { Datagrid, List, NumberField, SelectField, TextField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { legendStatusChoices, legendTypeChoices } from '../legendReviews/choices.ts'
import { useLegendFilters } from '../legendReviews/legendFilters.tsx'

export function LegendList() {
  const filters = useLegendFilters()
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="authorName" sortable={false} />
        <SelectField source="legendType" choices={legendTypeChoices} sortable={false} />
        <SelectField source="status" choices={legendStatusChoices} />
        <NumberField source="voteCount" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  )
}
