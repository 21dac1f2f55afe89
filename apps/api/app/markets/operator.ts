/*
 * What the operator CLI may do with the markets and their ledger; collected by start/operator.ts.
 * Each concern has its own file: deploying contracts (and reading its files), the ledger's
 * health, the local faucet, the demo seeders, and the records beside the ledger's state.
 */
export { deployContracts } from '#markets/deploy_contracts'
export { ledgerStatus, indexerStatus } from '#markets/ledger_health'
export { serveLedgerNode } from '#markets/ledger_node'
export { fundLedgerAccount } from '#markets/actions/fund_ledger_account'
export { demo, tradingDemo } from '#markets/demo_seeders'
export {
  listAuctionsForOperator,
  inspectAuction,
  listOffersForOperator,
  inspectOffer,
  type MarketFilters,
} from '#markets/operator_queries'
