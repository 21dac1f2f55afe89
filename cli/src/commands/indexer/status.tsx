import { defineReport } from '../../report.ts'
import { IndexerStatusView } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'indexer',
  name: 'status',
  description: "Where the markets' ledger indexer stopped and how far the ledger is ahead",
  ask: (operator) => operator.markets.indexerStatus(),
  view: (status) => <IndexerStatusView status={status} />,
})
