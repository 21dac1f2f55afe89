import { account, contract, type ContractRef, type LedgerAddress } from '../addresses.js'
import { receiveHookEntrypoint } from '../contracts.js'
import { addressJson, receiverJson, type TransferParams } from '../parameters.js'
import { ContractReject, type LocalContract, type ReceiveContext } from './execution.js'
import { onReceivingCis2Params } from './params.js'
import type { LedgerState } from './state.js'
import { parseOrReject } from './token-contract.js'

/** Asks the token contract to move tokens; the calling contract must be `from` or its operator. */
export function callTokenTransfer(
  context: ReceiveContext,
  tokenContract: ContractRef,
  transfer: { tokenId: string; amount: bigint; from: LedgerAddress; to: LedgerAddress },
  missingContractCode: number
): void {
  const parameter: TransferParams = [
    {
      token_id: transfer.tokenId,
      amount: transfer.amount.toString(),
      from: addressJson(transfer.from),
      to: receiverJson(transfer.to),
      data: '',
    },
  ]
  context.call(tokenContract, 'transfer', parameter, missingContractCode)
}

export const selfAddress = (context: ReceiveContext): LedgerAddress => contract(context.self)

/** Tokens an escrow contract holds for one auction or sale. */
export interface EscrowLot {
  tokenContract: ContractRef
  tokenId: string
  amount: bigint
}

/**
 * Moves a lot between an account and this contract's escrow: `in` pulls it from the holder (this
 * contract must be their operator), `out` sends it to them.
 */
export function moveLot(
  context: ReceiveContext,
  lot: EscrowLot,
  direction: 'in' | 'out',
  holder: string,
  missingContractCode: number
): void {
  const [from, to] =
    direction === 'in' ? [account(holder), selfAddress(context)] : [selfAddress(context), account(holder)]
  callTokenTransfer(
    context,
    lot.tokenContract,
    { tokenId: lot.tokenId, amount: lot.amount, from, to },
    missingContractCode
  )
}

/** The account that sent the call; a contract calling is rejected with `onlyAccountCode`. */
export function senderAccount(context: ReceiveContext, onlyAccountCode: number): string {
  if (context.sender.type !== 'account') throw new ContractReject(onlyAccountCode)
  return context.sender.address
}

/**
 * The CIS-2 receive hook of an escrow contract: it takes tokens only while it is itself pulling
 * them in (a call back into it), so tokens sent to it by mistake bounce instead of being stuck.
 */
function escrowReceiveHook(parseCode: number, unexpectedCode: number): LocalContract['entrypoints'][string] {
  return {
    payable: false,
    run(context, parameter) {
      parseOrReject(onReceivingCis2Params, parameter, parseCode)
      if (!context.isReentrant()) throw new ContractReject(unexpectedCode)
    },
  }
}

/** An escrow contract (auction, market): its own entrypoints plus the receive hook for the lots it pulls in. */
export function escrowContract(
  address: ContractRef,
  name: string,
  entrypoints: LocalContract['entrypoints'],
  codes: { parseParams: number; unexpectedTokens: number }
): LocalContract {
  return {
    name,
    address,
    entrypoints: {
      ...entrypoints,
      [receiveHookEntrypoint]: escrowReceiveHook(codes.parseParams, codes.unexpectedTokens),
    },
  }
}

/** Takes the counter's next id; journaled, so a rejected transaction gives the id back. */
export function takeNextId(context: ReceiveContext, counter: Parameters<LedgerState['counters']['get']>[0]): number {
  const { state, journal } = context
  const id = state.counters.get(counter) ?? 0
  journal.set(state.counters, counter, id + 1)
  return id
}
