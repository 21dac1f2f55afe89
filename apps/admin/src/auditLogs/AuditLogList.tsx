import { Datagrid, DateField, FunctionField, List, TextField } from 'react-admin'

export function AuditLogList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime label="When" />
        <TextField source="action" />
        <TextField source="targetUserId" label="User #" />
        <TextField source="actorId" label="By user #" />
        <FunctionField
          label="Details"
          render={(record: { details?: Record<string, unknown> }) => JSON.stringify(record.details ?? {})}
        />
      </Datagrid>
    </List>
  )
}
