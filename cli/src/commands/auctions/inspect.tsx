import { defineLedgerInspect } from '../markets.tsx'

export default defineLedgerInspect(
  'auctions',
  "An auction's record and the ledger's own state side by side, disagreements called out",
  "the auction's uuid or its id on the auction contract",
  (operator, id) => operator.markets.inspectAuction(id)
)
