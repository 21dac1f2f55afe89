import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'
import { ccd, Table } from '../../views/MarketViews.tsx'

export default defineCommand({
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
    json: z.boolean().optional().meta({ description: 'print JSON instead of a table' }),
  }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).markets.listOffersForOperator(options)
    return showResult(options.json, work, (rows) => (
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
    ))
  },
})
