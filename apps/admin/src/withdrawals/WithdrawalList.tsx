import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { personShort, withdrawalStatusChoices } from '../payments/choices.ts'

type Person = { nickName: string | null; email: string | null } | null

/** Artists' payout requests, newest first; open one to pay it out or reject it. */
export function WithdrawalList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('kobza.money.search_people')}
      sx={{ width: 320 }}
    />,
    <SelectInput key="status" source="status" choices={withdrawalStatusChoices} />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        <FunctionField
          source="artist"
          sortable={false}
          render={(record: { artist: Person }) => personShort(record.artist)}
        />
        <MoneyField source="amount" />
        <CodeField source="status" group="withdrawalStatus" />
      </Datagrid>
    </List>
  )
}
