import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { IndexerStatusView, printJson } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'indexer',
  name: 'status',
  description: "Where the markets' ledger indexer stopped and how far the ledger is ahead",
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ options }) => {
    const work = async () => (await loadOperator()).markets.indexerStatus()
    if (options.json) return printJson(await work())
    return renderUntilDone(
      (phase) => (phase.status === 'done' ? <IndexerStatusView status={phase.result} /> : null),
      work
    )
  },
})
