import { ledgerConstants } from '@kobza/contract'
import type { ContractRef } from './addresses.js'
import type { ContractRole, LedgerConfig } from './config.js'

/** Every update the platform sends, named from the user's point of view. */
export type LedgerAction =
  | 'createAuction'
  | 'bid'
  | 'finalize'
  | 'mint'
  | 'updateOperator'
  | 'transfer'
  | 'createSale'
  | 'buyTokens'
  | 'cancelSale'

export interface ActionDescriptor {
  role: ContractRole
  entrypoint: string
  /** Only bids and purchases carry CCD; every other update is sent with amount 0. */
  payable: boolean
}

export const actionDescriptors: Record<LedgerAction, ActionDescriptor> = {
  createAuction: { role: 'auction', entrypoint: 'create_auction', payable: false },
  bid: { role: 'auction', entrypoint: 'bid', payable: true },
  finalize: { role: 'auction', entrypoint: 'finalize', payable: false },
  mint: { role: 'token', entrypoint: 'mint', payable: false },
  updateOperator: { role: 'token', entrypoint: 'updateOperator', payable: false },
  transfer: { role: 'token', entrypoint: 'transfer', payable: false },
  createSale: { role: 'market', entrypoint: 'createSale', payable: false },
  buyTokens: { role: 'market', entrypoint: 'buyTokens', payable: true },
  cancelSale: { role: 'market', entrypoint: 'cancelSale', payable: false },
}

export const ledgerActions = Object.keys(actionDescriptors) as LedgerAction[]

/** The CIS-2 hook a contract must expose to receive tokens (auction and market escrow). */
export const receiveHookEntrypoint = 'onReceivingCIS2'

export const maxContractEnergy: bigint = ledgerConstants.maxEnergy

export interface ContractCall {
  action: LedgerAction
  address: ContractRef
  receiveName: string
  maxEnergy: bigint
  payable: boolean
}

export function receiveNameOf(config: LedgerConfig, action: LedgerAction): string {
  const { role, entrypoint } = actionDescriptors[action]
  return `${config.contractNames[role]}.${entrypoint}`
}

export function describeCall(config: LedgerConfig, action: LedgerAction): ContractCall {
  const descriptor = actionDescriptors[action]
  return {
    action,
    address: config.contracts[descriptor.role],
    receiveName: receiveNameOf(config, action),
    maxEnergy: maxContractEnergy,
    payable: descriptor.payable,
  }
}
