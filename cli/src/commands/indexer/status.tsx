import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'
import { IndexerStatusView } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'indexer',
  name: 'status',
  description: "Where the markets' ledger indexer stopped and how far the ledger is ahead",
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).markets.indexerStatus()
    return showResult(options.json, work, (status) => <IndexerStatusView status={status} />)
  },
})
