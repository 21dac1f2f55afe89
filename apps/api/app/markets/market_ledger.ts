import type { LocalLedger } from '@kobza/ledger'
import kobzaConfig from '#config/kobza'
import { ApiException } from '#core/exceptions/api_exception'
import { LedgerNotDeployedError, localLedgerNow, withLocalLedger } from '#markets/local_ledger_service'

/**
 * Reads the ledger the markets trade on. Only the embedded local ledger can be read from here:
 * reading a contract's auctions and sales from a Concordium node needs the node's contract
 * views, which this machine cannot reach; on a Concordium network the answer is a clear 503.
 */
export async function readMarketLedger<T>(work: (ledger: LocalLedger) => T | Promise<T>): Promise<T> {
  if (kobzaConfig.ledgerNetwork !== 'local')
    throw new ApiException(503, [
      { message: `Reading auctions and sales from Concordium ${kobzaConfig.ledgerNetwork} is not available yet` },
    ])
  try {
    return await withLocalLedger(work)
  } catch (error) {
    if (error instanceof LedgerNotDeployedError) throw new ApiException(503, [{ message: error.message }])
    throw error
  }
}

/**
 * "Now" for deciding whether an auction has ended: the ledger's block time in local mode (tests
 * and the e2e flow move it forward), the wall clock otherwise or before anything is deployed.
 */
export async function marketNow(): Promise<Date> {
  if (kobzaConfig.ledgerNetwork !== 'local') return new Date()
  try {
    return new Date(await localLedgerNow())
  } catch (error) {
    if (error instanceof LedgerNotDeployedError) return new Date()
    throw error
  }
}
