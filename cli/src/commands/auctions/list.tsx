import { z } from 'zod'
import { defineReport } from '../../report.ts'
import { marketListOptions } from '../markets.tsx'
import { ccd, Table } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'auctions',
  name: 'list',
  description: 'Auctions: status, end, highest bid',
  options: marketListOptions(
    z.enum(['OPEN', 'FINISHED', 'open', 'finished']).optional().meta({ description: 'OPEN or FINISHED' })
  ),
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
