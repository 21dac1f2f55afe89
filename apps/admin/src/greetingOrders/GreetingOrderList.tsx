import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { orderStatusChoices, personShort } from '../payments/choices.ts'

type Person = { nickName: string | null; email: string | null } | null

/** Video greeting orders, newest first, with their deadline: search by fan or artist, filter by status. */
export function GreetingOrderList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('kobza.money.search_people')}
      sx={{ width: 320 }}
    />,
    <SelectInput key="status" source="status" choices={orderStatusChoices} />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <CodeField source="status" group="orderStatus" />
        <MoneyField source="amount" />
        <FunctionField source="fan" sortable={false} render={(record: { fan: Person }) => personShort(record.fan)} />
        <FunctionField
          source="artist"
          sortable={false}
          render={(record: { artist: Person }) => personShort(record.artist)}
        />
        <DateField source="deadlineAt" showTime />
      </Datagrid>
    </List>
  )
}
