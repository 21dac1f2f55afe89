import type { ReactElement, ReactNode } from 'react'
import { Datagrid, List, TextField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'

/**
 * The console's lists of money records (payments, greeting orders, withdrawals) read alike: newest
 * first, 25 a page, nothing to export, a row opens the record, its id and creation time lead.
 */
export function MoneyList({ filters, children }: { filters: ReactElement[]; children: ReactNode }) {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <DateField source="createdAt" showTime />
        {children}
      </Datagrid>
    </List>
  )
}
