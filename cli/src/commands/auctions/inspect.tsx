import { defineReport } from '../../report.ts'
import { SideBySide } from '../../views/MarketViews.tsx'

export default defineReport({
  group: 'auctions',
  name: 'inspect',
  description: "An auction's record and the ledger's own state side by side, disagreements called out",
  args: [{ name: 'id', description: "the auction's uuid or its id on the auction contract" }],
  ask: (operator, { args }) => operator.markets.inspectAuction(args.id),
  view: (result) => <SideBySide {...result} />,
  failed: (result) => result.disagreements.length > 0,
})
