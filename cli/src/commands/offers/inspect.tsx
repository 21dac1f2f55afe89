import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { showResult } from '../../render.tsx'
import { SideBySide } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'offers',
  name: 'inspect',
  description: "An offer's record and the ledger's sale side by side, disagreements called out",
  args: [{ name: 'id', description: "the offer's uuid or its sale id on the market contract" }],
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ args, options }) => {
    const work = async () => (await loadOperator()).markets.inspectOffer(args.id)
    return showResult(options.json, work, (result) => <SideBySide {...result} />, {
      failed: (result) => result.disagreements.length > 0,
    })
  },
})
