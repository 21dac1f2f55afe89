import { Datagrid, DateField, FunctionField, List, NumberInput, TextField, TextInput } from 'react-admin'

/**
 * Every moderator, judge and operator action, read-only: filter by action, who did it or whose
 * account it touched; the list's Export button downloads the filtered rows as CSV (details
 * flattened into columns, before and after included).
 */
export function AuditLogList() {
  const filters = [
    <TextInput key="action" source="action" label="kobza.audit.action" alwaysOn />,
    <NumberInput key="actorId" source="actorId" label="kobza.audit.actor" />,
    <NumberInput key="targetUserId" source="targetUserId" label="kobza.audit.target" />,
  ]
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <TextField source="action" />
        <TextField source="targetUserId" />
        <TextField source="actorId" />
        <FunctionField
          source="details"
          sortable={false}
          render={(record: { details?: Record<string, unknown> }) => JSON.stringify(record.details ?? {})}
        />
      </Datagrid>
    </List>
  )
}
