import kobzaConfig from '#config/kobza'
import { ledgerStatus as readLedgerStatus } from '#markets/local_ledger_service'

/* What `kobza ledger status` and `kobza indexer status` show the operator. */

export async function ledgerStatus() {
  try {
    return await readLedgerStatus()
  } catch (error) {
    // Most often a database nobody has migrated yet: say so instead of a stack trace.
    return {
      network: kobzaConfig.ledgerNetwork,
      deployed: false,
      reachable: false,
      detail: (error as Error).message,
      contracts: [],
    }
  }
}

/** `kobza indexer status`. */
export async function indexerStatus() {
  const { indexerStatus: read } = await import('#markets/indexer')
  return read()
}
