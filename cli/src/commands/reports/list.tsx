import { z } from 'zod'
import { defineReport, jsonOption } from '../../report.ts'
import { Table } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'reports',
  name: 'list',
  description: 'Reports of content, newest first (OPEN unless --status says otherwise)',
  options: z.object({
    status: z.string().optional().meta({ description: 'OPEN, RESOLVED or DISMISSED' }),
    limit: z.coerce.number().int().min(1).max(500).optional().meta({ description: 'at most this many (50)' }),
    json: jsonOption('print JSON instead of a table'),
  }),
  ask: (operator, { options }) => operator.moderation.listReports(options),
  view: (rows) => (
    <Table
      rows={rows}
      empty="No reports"
      columns={[
        { header: 'ID', value: (row) => String(row.id) },
        { header: 'REPORTED (UTC)', value: (row) => row.createdAt.replace('T', ' ').slice(0, 16) },
        { header: 'KIND', value: (row) => row.targetKind },
        { header: 'TARGET', value: (row) => row.targetId, shrinks: true },
        { header: 'CATEGORY', value: (row) => row.category ?? '—' },
        { header: 'REASON', value: (row) => row.reason, shrinks: true },
        { header: 'BY', value: (row) => row.reporter, shrinks: true },
        { header: 'AUTHOR', value: (row) => row.author ?? '—', shrinks: true },
        { header: 'STATUS', value: (row) => (row.resolution ? `${row.status} (${row.resolution})` : row.status) },
      ]}
    />
  ),
})
