import { z } from 'zod'
import { defineReport } from '../../report.ts'
import { marketListOptions } from '../markets.tsx'
import { ccd, Table } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'offers',
  name: 'list',
  description: 'Secondary-market offers: status, tokens, price',
  options: marketListOptions(
    z
      .enum(['ACTIVE', 'SOLD', 'CANCELLED', 'active', 'sold', 'cancelled'])
      .optional()
      .meta({ description: 'ACTIVE, SOLD or CANCELLED' })
  ),
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
