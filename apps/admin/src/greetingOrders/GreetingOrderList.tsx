import { Datagrid, List, SelectInput, TextField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { PersonField, usePeopleSearch } from '../codes/PersonField.tsx'
import { orderStatusChoices } from '../payments/choices.ts'

/** Video greeting orders, newest first, with their deadline: search by fan or artist, filter by status. */
export function GreetingOrderList() {
  const filters = [usePeopleSearch(), <SelectInput key="status" source="status" choices={orderStatusChoices} />]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <CodeField source="status" group="orderStatus" />
        <MoneyField source="amount" />
        <PersonField source="fan" />
        <PersonField source="artist" />
        <DateField source="deadlineAt" showTime />
      </Datagrid>
    </List>
  )
}
