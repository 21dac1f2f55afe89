import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { AdminSubscription } from '@kobza/contract'
import { personShort } from '../payments/choices.ts'

/** Who subscribes to whom, newest first: search by either party, filter the active ones. */
export function SubscriptionList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('kobza.money.search_people')}
      sx={{ width: 320 }}
    />,
    <BooleanInput key="active" source="active" />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <FunctionField source="fan" sortable={false} render={(record: AdminSubscription) => personShort(record.fan)} />
        <FunctionField
          source="artist"
          sortable={false}
          render={(record: AdminSubscription) => personShort(record.artist)}
        />
        <DateField source="activeUntil" showTime />
        <BooleanField source="active" sortable={false} />
        <BooleanField source="cancelled" sortable={false} />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  )
}
