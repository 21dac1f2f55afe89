import type { z } from 'zod'
import { account, addressKey, sameAddress, type ContractRef, type LedgerAddress } from '../addresses.js'
import { rrTokenSupply } from '../auction-rules.js'
import { encodeCis2Event } from '../events.js'
import { addressJson } from '../parameters.js'
import { tokenRejects } from '../reject-codes.js'
import { ContractReject, type LocalContract, type ReceiveContext } from './execution.js'
import { mintParams, transferParams, updateOperatorParams } from './params.js'
import { operatorKey, tokenBalanceKey, type LedgerState } from './state.js'

export function parseOrReject<S extends z.ZodType>(schema: S, parameter: unknown, code: number): z.output<S> {
  const parsed = schema.safeParse(parameter)
  if (!parsed.success) throw new ContractReject(code)
  return parsed.data
}

export function tokenBalance(state: LedgerState, tokenId: string, holder: LedgerAddress): bigint {
  return state.tokenBalances.get(tokenBalanceKey(tokenId, addressKey(holder))) ?? 0n
}

export function isOperator(state: LedgerState, owner: LedgerAddress, operator: LedgerAddress): boolean {
  return state.operators.has(operatorKey(addressKey(owner), addressKey(operator)))
}

function moveTokens(
  context: ReceiveContext,
  tokenId: string,
  from: LedgerAddress,
  to: LedgerAddress,
  amount: bigint
): void {
  const { state, journal } = context
  const fromBalance = tokenBalance(state, tokenId, from)
  if (fromBalance < amount) throw new ContractReject(tokenRejects.insufficientFunds)
  if (amount === 0n || sameAddress(from, to)) return
  journal.set(state.tokenBalances, tokenBalanceKey(tokenId, addressKey(from)), fromBalance - amount)
  journal.set(state.tokenBalances, tokenBalanceKey(tokenId, addressKey(to)), tokenBalance(state, tokenId, to) + amount)
}

/**
 * Minter policy: any account may mint a token id that does not exist yet, to itself, once,
 * with at most the RR supply (100000) and amount <= max_supply. There is no later minting and
 * no burning, so a token's total is fixed at its mint.
 */
function mint(context: ReceiveContext, parameter: unknown): void {
  const params = parseOrReject(mintParams, parameter, tokenRejects.parseParams)
  const { state, journal, sender } = context
  if (sender.type !== 'account' || sender.address !== params.owner) throw new ContractReject(tokenRejects.unauthorized)
  if (state.tokens.has(params.token_id)) throw new ContractReject(tokenRejects.tokenAlreadyMinted)
  if (
    params.max_supply < 1n ||
    params.max_supply > rrTokenSupply ||
    params.amount < 1n ||
    params.amount > params.max_supply
  ) {
    throw new ContractReject(tokenRejects.invalidSupply)
  }
  journal.set(state.tokens, params.token_id, {
    minter: params.owner,
    maxSupply: params.max_supply,
    supply: params.amount,
    metadataUrl: params.metadata_url.url,
    metadataHash: params.metadata_url.hash,
  })
  const owner = account(params.owner)
  journal.set(state.tokenBalances, tokenBalanceKey(params.token_id, addressKey(owner)), params.amount)
  context.log(encodeCis2Event({ type: 'mint', tokenId: params.token_id, amount: params.amount, owner }))
  const hash = params.metadata_url.hash
  context.log(
    encodeCis2Event({
      type: 'tokenMetadata',
      tokenId: params.token_id,
      url: params.metadata_url.url,
      ...(hash === undefined ? {} : { hash }),
    })
  )
}

function updateOperator(context: ReceiveContext, parameter: unknown): void {
  const updates = parseOrReject(updateOperatorParams, parameter, tokenRejects.parseParams)
  const { state, journal, sender } = context
  for (const { update, operator } of updates) {
    const key = operatorKey(addressKey(sender), addressKey(operator))
    if (update === 'add') journal.set(state.operators, key, true)
    else journal.delete(state.operators, key)
    context.log(encodeCis2Event({ type: 'updateOperator', update, owner: sender, operator }))
  }
}

/** CIS-2 transfer: from the owner or one of its operators; contracts receive through their hook. */
function transfer(context: ReceiveContext, parameter: unknown): void {
  const transfers = parseOrReject(transferParams, parameter, tokenRejects.parseParams)
  const { state, sender } = context
  for (const item of transfers) {
    if (!state.tokens.has(item.token_id)) throw new ContractReject(tokenRejects.invalidTokenId)
    if (!sameAddress(sender, item.from) && !isOperator(state, item.from, sender)) {
      throw new ContractReject(tokenRejects.unauthorized)
    }
    moveTokens(context, item.token_id, item.from, item.to.address, item.amount)
    context.log(
      encodeCis2Event({
        type: 'transfer',
        tokenId: item.token_id,
        amount: item.amount,
        from: item.from,
        to: item.to.address,
      })
    )
    if (item.to.address.type === 'contract' && item.to.hook !== undefined) {
      const hookParameter = {
        token_id: item.token_id,
        amount: item.amount.toString(),
        from: addressJson(item.from),
        data: item.data,
      }
      context.call(item.to.address.address, item.to.hook, hookParameter, tokenRejects.invalidReceiver)
    }
  }
}

export function tokenContract(address: ContractRef, name: string): LocalContract {
  return {
    name,
    address,
    entrypoints: {
      mint: { payable: false, run: mint },
      updateOperator: { payable: false, run: updateOperator },
      transfer: { payable: false, run: transfer },
    },
  }
}
