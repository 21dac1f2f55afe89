import { z } from 'zod'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { printJson, SideBySide } from '../../views/MarketViews.tsx'

export default defineCommand({
  group: 'offers',
  name: 'inspect',
  description: "An offer's record and the ledger's sale side by side, disagreements called out",
  args: [{ name: 'id', description: "the offer's uuid or its sale id on the market contract" }],
  options: z.object({ json: z.boolean().optional().meta({ description: 'print JSON' }) }),
  run: async ({ args, options }) => {
    const work = async () => (await loadOperator()).markets.inspectOffer(args.id)
    if (options.json) return printJson(await work())
    return renderUntilDone((phase) => (phase.status === 'done' ? <SideBySide {...phase.result} /> : null), work, {
      failed: (result) => result.disagreements.length > 0,
    })
  },
})
