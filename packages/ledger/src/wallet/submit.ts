import { AccountTransactionType } from '@concordium/web-sdk'
import { ledgerMessages } from '../messages.js'
import type { LedgerNode } from '../node/types.js'
import { readOutcome, type ConfirmedUpdate } from '../outcome.js'
import type { UpdateRequest } from '../parameters.js'
import { WalletError } from './connection.js'
import type { WalletProvider } from './provider.js'

/**
 * The browser wallet signals a declined prompt only through its error text, which differs
 * between versions ("Signing rejected", "User rejected the request", "Request denied"...).
 */
export function isUserRejection(error: unknown): boolean {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /reject|denied|declin|cancel/i.test(text)
}

export interface SubmitOptions {
  provider: WalletProvider
  address: string
  node: Pick<LedgerNode, 'waitForTransaction'>
  request: UpdateRequest
  waitTimeoutMs?: number
}

/**
 * Sends through the wallet, waits for finalization and reads the outcome: the whole "after each
 * send" sequence of the spec. Throws WalletError (declined, wallet failure) or LedgerRejectError.
 */
export async function submitUpdate(options: SubmitOptions): Promise<ConfirmedUpdate> {
  const { provider, address, node, request } = options
  let hash: string
  try {
    hash = await provider.sendTransaction(
      address,
      AccountTransactionType.Update,
      request.payload,
      request.parameters,
      request.schema
    )
  } catch (error) {
    if (isUserRejection(error)) throw new WalletError('rejected', ledgerMessages.userRejected)
    throw new WalletError('failed', ledgerMessages.somethingWentWrong)
  }
  const transaction = await node.waitForTransaction(
    hash,
    options.waitTimeoutMs === undefined ? {} : { timeoutMs: options.waitTimeoutMs }
  )
  return readOutcome(transaction, request.action)
}
