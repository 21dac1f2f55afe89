/* What other domains may use of the markets (enforced by the lint rule in eslint.config.js). */
export { ledgerStatus, type LedgerStatus } from '#markets/local_ledger_service'
export { openLedgerAccount } from '#markets/actions/open_ledger_account'
export { cachedIndexerStatus } from '#markets/indexer'
