import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/GetApp'
import {
  Button,
  Datagrid,
  DateInput,
  FilterButton,
  List,
  NumberInput,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import type { KobzaDataProvider } from '../dataProvider.ts'
import { AuditDetails } from './AuditDetails.tsx'

/**
 * Downloads every entry the list's filters match: the API streams the CSV (all rows, details
 * flattened into reason/before/after columns), where react-admin's exporter would stop at the
 * list's page cap.
 */
export function AuditLogExportButton() {
  const { filterValues, sort, total } = useListContext()
  const dataProvider = useDataProvider<KobzaDataProvider>()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const csv = await dataProvider.exportAuditLog({ filter: filterValues, sort })
      const url = URL.createObjectURL(csv)
      const link = document.createElement('a')
      link.href = url
      link.download = 'audit-log.csv'
      document.body.appendChild(link)
      link.click()
      link.remove()
      URL.revokeObjectURL(url)
    } catch {
      notify('kobza.audit.export_failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label="kobza.audit.export" onClick={download} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  )
}

function AuditLogActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <AuditLogExportButton />
    </TopToolbar>
  )
}

/**
 * Every moderator, judge and operator action, read-only: filter by action, who did it, whose
 * account it touched and the dates; Export downloads all the filtered rows as CSV.
 */
export function AuditLogList() {
  const filters = [
    <TextInput key="action" source="action" label="kobza.audit.action" alwaysOn />,
    <NumberInput key="actorId" source="actorId" label="kobza.audit.actor" />,
    <NumberInput key="targetUserId" source="targetUserId" label="kobza.audit.target" />,
    <DateInput key="from" source="createdAt_gte" label="kobza.audit.from" />,
    <DateInput key="to" source="createdAt_lte" label="kobza.audit.to" />,
  ]
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      actions={<AuditLogActions />}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <TextField source="action" />
        <TextField source="targetUserId" />
        <TextField source="actorId" />
        <AuditDetails source="details" sortable={false} />
      </Datagrid>
    </List>
  )
}
