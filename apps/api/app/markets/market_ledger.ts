import type { MarketReader } from '@kobza/ledger'
import { ApiException } from '#core/exceptions/api_exception'
import kobzaConfig from '#config/kobza'
import { LedgerSettingError, marketReader } from '#markets/ledger_node'
import { LedgerNotDeployedError, localLedgerNow } from '#markets/local_ledger_service'

/** gRPC status codes that mean the node cannot answer now (down, overloaded, too slow). */
const unreachable = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'CANCELLED', 'RESOURCE_EXHAUSTED'])

/**
 * Reads the ledger the markets trade on, whatever the network, through the Concordium SDK's
 * gRPC client (#markets/ledger_node): the contracts' views answer what is verified. A node that
 * is down, slow or answers what cannot be read is a 503 with a clear message, never a 500.
 */
export async function readMarketLedger<T>(work: (reader: MarketReader) => Promise<T>): Promise<T> {
  let reader: MarketReader
  try {
    reader = await marketReader()
  } catch (error) {
    if (error instanceof LedgerSettingError) throw new ApiException(503, [{ message: error.message }])
    throw error
  }
  try {
    return await work(reader)
  } catch (error) {
    throw asLedgerError(error) ?? error
  }
}

function asLedgerError(error: unknown): ApiException | undefined {
  if (error instanceof ApiException || typeof error !== 'object' || error === null) return undefined
  const { name, code, message } = error as { name?: string; code?: unknown; message?: string }
  // The embedded node passes on "no contracts yet: run kobza contracts deploy" as it is.
  if (typeof message === 'string' && /no contracts yet/.test(message))
    return new ApiException(503, [{ message: message.replace(/^.*?(The local ledger)/, '$1') }])
  if (name === 'LedgerNodeError') return new ApiException(503, [{ message: message ?? 'The ledger node failed' }])
  if (typeof code === 'string' && unreachable.has(code))
    return new ApiException(503, [{ message: 'The ledger node cannot be reached; try again in a moment' }])
  if (name === 'RpcError')
    return new ApiException(503, [{ message: `The ledger node refused the read (${String(code)})` }])
  return undefined
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
