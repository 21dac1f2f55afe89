import { z } from 'zod'
import { defineReport, jsonOption } from '../../report.ts'
import { ccd, Table } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'offers',
  name: 'list',
  description: 'Secondary-market offers: status, tokens, price',
  options: z.object({
    status: z
      .enum(['ACTIVE', 'SOLD', 'CANCELLED', 'active', 'sold', 'cancelled'])
      .optional()
      .meta({ description: 'ACTIVE, SOLD or CANCELLED' }),
    era: z.string().optional().meta({ description: 'an era code' }),
    genre: z.string().optional().meta({ description: 'a genre code' }),
    json: jsonOption('print JSON instead of a table'),
  }),
  ask: (operator, { options }) => operator.markets.listOffersForOperator(options),
  view: (rows) => (
    <Table
      rows={rows}
      empty="No offers"
      columns={[
        { header: 'ID', value: (row) => String(row.offerId) },
        { header: 'SONG', value: (row) => row.song, shrinks: true },
        { header: 'STATUS', value: (row) => row.status },
        { header: 'TOKENS', value: (row) => row.tokensToSell },
        { header: 'PRICE', value: (row) => ccd(row.totalPrice) },
        { header: 'SELLER', value: (row) => row.seller, shrinks: true },
        { header: 'BUYER', value: (row) => row.buyer ?? '—', shrinks: true },
      ]}
    />
  ),
})
