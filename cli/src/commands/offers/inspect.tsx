import { defineReport } from '../../report.ts'
import { SideBySide } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'offers',
  name: 'inspect',
  description: "An offer's record and the ledger's sale side by side, disagreements called out",
  args: [{ name: 'id', description: "the offer's uuid or its sale id on the market contract" }],
  ask: (operator, { args }) => operator.markets.inspectOffer(args.id),
  view: (result) => <SideBySide {...result} />,
  failed: (result) => result.disagreements.length > 0,
})
