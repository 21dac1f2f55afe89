import { Datagrid, List, SelectInput, TextField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { PersonField, usePeopleSearch } from '../codes/PersonField.tsx'
import { withdrawalStatusChoices } from '../payments/choices.ts'

/** Artists' payout requests, newest first; open one to pay it out or reject it. */
export function WithdrawalList() {
  const filters = [usePeopleSearch(), <SelectInput key="status" source="status" choices={withdrawalStatusChoices} />]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <PersonField source="artist" />
        <MoneyField source="amount" />
        <CodeField source="status" group="withdrawalStatus" />
      </Datagrid>
    </List>
  )
}
