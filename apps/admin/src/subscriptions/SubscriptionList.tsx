import { BooleanInput, Datagrid, List, TextField } from 'react-admin'
import { PersonField, usePeopleSearch } from '../codes/PersonField.tsx'
import { subscriptionStateFields } from './subscriptionFields.tsx'

/** Who subscribes to whom, newest first: search by either party, filter the active ones. */
export function SubscriptionList() {
  const filters = [usePeopleSearch(), <BooleanInput key="active" source="active" />]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <PersonField source="fan" />
        <PersonField source="artist" />
        {subscriptionStateFields('createdAt')}
      </Datagrid>
    </List>
  )
}
