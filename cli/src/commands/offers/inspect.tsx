import { defineLedgerInspect } from '../markets.tsx'

export default defineLedgerInspect(
  'offers',
  "An offer's record and the ledger's sale side by side, disagreements called out",
  "the offer's uuid or its sale id on the market contract",
  (operator, id) => operator.markets.inspectOffer(id)
)
