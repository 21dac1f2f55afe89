import type { AccountTransactionType } from '@concordium/web-sdk'
import type { UpdatePayload } from '../parameters.js'
import type { ParameterJson, SchemaSource } from '../node/types.js'

export type WalletEvent = 'accountChanged' | 'accountDisconnected' | 'chainChanged'

/**
 * The subset of the Concordium Browser Wallet API (WalletApi from
 * @concordium/browser-wallet-api-helpers) the platform uses. The real wallet object satisfies it
 * as it is (checked in provider.test.ts), and so does DevWallet. Events use overloads because
 * WalletApi declares one overload per event.
 */
export interface WalletProvider {
  /** Prompts the user to connect; throws when the user declines. */
  requestAccounts(): Promise<string[]>
  getMostRecentlySelectedAccount(): Promise<string | undefined>
  /** Genesis hash of the wallet's selected chain; undefined when the wallet is locked. */
  getSelectedChain(): Promise<string | undefined>
  /** Signs and submits; resolves with the transaction hash, throws when the user declines. */
  sendTransaction(
    accountAddress: string,
    type: AccountTransactionType.Update,
    payload: UpdatePayload,
    parameters: ParameterJson,
    schema: SchemaSource
  ): Promise<string>
  on(event: 'accountChanged', listener: (accountAddress: string) => void): unknown
  on(event: 'accountDisconnected', listener: (accountAddress: string) => void): unknown
  on(event: 'chainChanged', listener: (genesisHash: string) => void): unknown
  removeListener(event: 'accountChanged', listener: (accountAddress: string) => void): unknown
  removeListener(event: 'accountDisconnected', listener: (accountAddress: string) => void): unknown
  removeListener(event: 'chainChanged', listener: (genesisHash: string) => void): unknown
}
