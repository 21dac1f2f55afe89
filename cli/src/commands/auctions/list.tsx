import { z } from 'zod'
import { defineReport, jsonOption } from '../../report.ts'
import { ccd, Table } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'auctions',
  name: 'list',
  description: 'Auctions: status, end, highest bid',
  options: z.object({
    status: z.enum(['OPEN', 'FINISHED', 'open', 'finished']).optional().meta({ description: 'OPEN or FINISHED' }),
    era: z.string().optional().meta({ description: 'an era code, e.g. MODERN_ERA' }),
    genre: z.string().optional().meta({ description: 'a genre code, e.g. POP' }),
    json: jsonOption('print JSON instead of a table'),
  }),
  ask: (operator, { options }) => operator.markets.listAuctionsForOperator(options),
  view: (rows) => (
    <Table
      rows={rows}
      empty="No auctions"
      columns={[
        { header: 'ID', value: (row) => String(row.auctionId) },
        { header: 'SONG', value: (row) => row.song, shrinks: true },
        { header: 'STATUS', value: (row) => (row.status === 'OPEN' && row.ended ? 'OPEN (ended)' : row.status) },
        { header: 'END (UTC)', value: (row) => (row.end ?? '').replace('T', ' ').slice(0, 16) },
        { header: 'INITIAL', value: (row) => ccd(row.initialPrice) },
        { header: 'HIGHEST BID', value: (row) => ccd(row.highestBid) },
        { header: 'BIDDER', value: (row) => row.highestBidder ?? '—', shrinks: true },
        { header: 'UUID', value: (row) => row.id, shrinks: true },
      ]}
    />
  ),
})
