import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'
import { SideBySide } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'auctions',
  name: 'inspect',
  description: "An auction's record and the ledger's own state side by side, disagreements called out",
  args: [{ name: 'id', description: "the auction's uuid or its id on the auction contract" }],
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ args, options }) => {
    const work = async () => (await loadOperator()).markets.inspectAuction(args.id)
    return showResult(options.json, work, (result) => <SideBySide {...result} />, {
      failed: (result) => result.disagreements.length > 0,
    })
  },
})
