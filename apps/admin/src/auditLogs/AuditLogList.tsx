import { Datagrid, DateField, FunctionField, List, TextField } from 'react-admin'

export function AuditLogList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
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
