import { z } from 'zod'
import { contractRoles, parseLedgerConfig, type LedgerConfig } from '../config.js'
import { base64ToBytes, bytesToBase64 } from '../bytes.js'
import type { LocalInstance, StoredModule } from '../deploy/local-deployer.js'
import type { DeploymentTransaction, FinalizedTransaction } from '../node/types.js'
import {
  decodeContractRef,
  decodeTransaction,
  encodeContractRef,
  encodeTransaction,
  type FinalizedTransactionJson,
} from '../node/wire.js'
import { emptyState, operatorKey, tokenBalanceKey, type LedgerState } from './state.js'

export const snapshotFormat = 'kobza-local-ledger'
export const snapshotVersion = 2
/** Older versions fromSnapshot still reads, migrating them on the way in. */
export const readableSnapshotVersions = [1, 2] as const

type Amount = string

/**
 * The whole local ledger as JSON (bigints as decimal strings). Persist it as one document;
 * loading it back restores accounts, balances, contracts and the transaction history exactly.
 */
export interface LedgerSnapshot {
  format: typeof snapshotFormat
  version: typeof snapshotVersion
  config: {
    networkName: string
    genesisHash: string
    nodeUrl: string
    contracts: Record<string, { index: string; subindex: string }>
    contractNames: Record<string, string>
  }
  blockHeight: string
  /**
   * Milliseconds added to the injected clock to get the block time (advanceTime); lets tests and
   * the e2e flow move past an auction's end without waiting. Missing in version 1 (= 0).
   */
  timeOffsetMs: number
  /** How many accounts createAccount has derived; the next address depends on it. */
  accountCounter: number
  accounts: Record<string, Amount>
  /** Keyed by `<index,subindex>`. */
  contractBalances: Record<string, Amount>
  tokens: Record<
    string,
    { minter: string; maxSupply: Amount; supply: Amount; metadataUrl: string; metadataHash?: string }
  >
  /** tokenId → holder (account address or `<index,subindex>`) → amount. */
  tokenBalances: Record<string, Record<string, Amount>>
  /** owner → its operators (same key forms as holders). */
  operators: Record<string, string[]>
  nextAuctionId: number
  auctions: {
    id: number
    owner: string
    item: string
    end: string
    initialPrice: Amount
    tokenContract: { index: string; subindex: string }
    tokenId: string
    tokenAmount: Amount
    highestBid?: { bidder: string; amount: Amount }
    finalized: boolean
  }[]
  nextSaleId: number
  sales: {
    id: number
    seller: string
    tokenContract: { index: string; subindex: string }
    tokenId: string
    amount: Amount
    /** Total for the whole lot (version 1 stored `pricePerToken` instead). */
    price: Amount
    buyer?: string
    /** Present (true) only for a cancelled sale. */
    cancelled?: true
  }[]
  transactions: FinalizedTransactionJson[]
  /** Block time (ms since the epoch) by height; absent in older snapshots and without history. */
  blockTimes?: Record<string, number>
  /** Modules deployed through the node: reference → versioned bytes (base64) and exported contracts. */
  modules?: Record<string, { source: string; contracts: Record<string, string[]> }>
  /** Instances initialized from those modules. */
  instances?: { address: { index: string; subindex: string }; name: string; moduleRef: string; entrypoints: string[] }[]
  /** The DeployModule and InitContract transactions (absent without history). */
  deployments?: DeploymentJson[]
}

type DeploymentJson = Omit<DeploymentTransaction, 'blockHeight' | 'outcome'> & {
  blockHeight: string
  /** The outcome with a contract address as `{ index, subindex }` strings. */
  outcome: Record<string, unknown>
}

export interface LedgerImage {
  config: LedgerConfig
  state: LedgerState
  blockHeight: bigint
  timeOffsetMs: number
  accountCounter: number
  transactions: FinalizedTransaction[]
  blockTimes?: Map<bigint, number>
  modules?: Map<string, StoredModule>
  instances?: LocalInstance[]
  deployments?: DeploymentTransaction[]
}

const mapValues = <V, W>(map: Map<string, V>, convert: (value: V) => W): Record<string, W> =>
  Object.fromEntries([...map].map(([key, value]) => [key, convert(value)]))

/** Splits `a/b` keys; tokens ids, addresses and `<i,s>` never contain a slash. */
function splitKey(key: string): [string, string] {
  const slash = key.indexOf('/')
  return [key.slice(0, slash), key.slice(slash + 1)]
}

export function toSnapshot(image: LedgerImage): LedgerSnapshot {
  const { config, state } = image
  const tokenBalances: LedgerSnapshot['tokenBalances'] = {}
  for (const [key, amount] of state.tokenBalances) {
    if (amount === 0n) continue
    const [tokenId, holder] = splitKey(key)
    ;(tokenBalances[tokenId] ??= {})[holder] = amount.toString()
  }
  const operators: LedgerSnapshot['operators'] = {}
  for (const key of state.operators.keys()) {
    const [owner, operator] = splitKey(key)
    ;(operators[owner] ??= []).push(operator)
  }
  return {
    format: snapshotFormat,
    version: snapshotVersion,
    config: {
      networkName: config.networkName,
      genesisHash: config.genesisHash,
      nodeUrl: config.nodeUrl,
      contracts: Object.fromEntries(contractRoles.map((role) => [role, encodeContractRef(config.contracts[role])])),
      contractNames: { ...config.contractNames },
    },
    blockHeight: image.blockHeight.toString(),
    timeOffsetMs: image.timeOffsetMs,
    accountCounter: image.accountCounter,
    accounts: mapValues(state.accounts, (amount) => amount.toString()),
    contractBalances: mapValues(state.contractBalances, (amount) => amount.toString()),
    tokens: mapValues(state.tokens, (token) => ({
      minter: token.minter,
      maxSupply: token.maxSupply.toString(),
      supply: token.supply.toString(),
      metadataUrl: token.metadataUrl,
      ...(token.metadataHash === undefined ? {} : { metadataHash: token.metadataHash }),
    })),
    tokenBalances,
    operators,
    nextAuctionId: state.counters.get('nextAuctionId') ?? 0,
    auctions: [...state.auctions.values()].map((auction) => ({
      id: auction.id,
      owner: auction.owner,
      item: auction.item,
      end: new Date(auction.endMs).toISOString(),
      initialPrice: auction.initialPrice.toString(),
      tokenContract: encodeContractRef(auction.tokenContract),
      tokenId: auction.tokenId,
      tokenAmount: auction.tokenAmount.toString(),
      ...(auction.highestBid === undefined
        ? {}
        : { highestBid: { bidder: auction.highestBid.bidder, amount: auction.highestBid.amount.toString() } }),
      finalized: auction.finalized,
    })),
    nextSaleId: state.counters.get('nextSaleId') ?? 0,
    sales: [...state.sales.values()].map((sale) => ({
      id: sale.id,
      seller: sale.seller,
      tokenContract: encodeContractRef(sale.tokenContract),
      tokenId: sale.tokenId,
      amount: sale.amount.toString(),
      price: sale.price.toString(),
      ...(sale.buyer === undefined ? {} : { buyer: sale.buyer }),
      ...(sale.cancelled ? { cancelled: true as const } : {}),
    })),
    transactions: image.transactions.map(encodeTransaction),
    ...(image.blockTimes === undefined || image.blockTimes.size === 0
      ? {}
      : { blockTimes: Object.fromEntries([...image.blockTimes].map(([height, ms]) => [height.toString(), ms])) }),
    // Left out when empty, so a ledger nobody deployed to snapshots as it always did.
    ...(image.modules === undefined || image.modules.size === 0
      ? {}
      : {
          modules: Object.fromEntries(
            [...image.modules].map(([ref, module]) => [
              ref,
              {
                source: bytesToBase64(module.source),
                contracts: Object.fromEntries([...module.contracts].map(([name, entry]) => [name, [...entry]])),
              },
            ])
          ),
        }),
    ...(image.instances === undefined || image.instances.length === 0
      ? {}
      : {
          instances: image.instances.map((instance) => ({
            ...instance,
            address: encodeContractRef(instance.address),
          })),
        }),
    ...(image.deployments === undefined || image.deployments.length === 0
      ? {}
      : {
          deployments: image.deployments.map((deployment) => ({
            ...deployment,
            blockHeight: deployment.blockHeight.toString(),
            outcome:
              deployment.outcome.type === 'contractInitialized'
                ? { ...deployment.outcome, address: encodeContractRef(deployment.outcome.address) }
                : deployment.outcome,
          })),
        }),
  }
}

const amount = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value))
const refJson = z.object({ index: z.string(), subindex: z.string() })

const moduleRefJson = z.string().regex(/^[0-9a-f]{64}$/)
const deploymentJson = z.object({
  hash: z.string(),
  blockHash: z.string(),
  blockHeight: amount,
  sender: z.string(),
  outcome: z.discriminatedUnion('type', [
    z.object({ type: z.literal('moduleDeployed'), moduleRef: moduleRefJson }),
    z.object({
      type: z.literal('contractInitialized'),
      moduleRef: moduleRefJson,
      address: refJson.transform(decodeContractRef),
      initName: z.string(),
    }),
    z.object({
      type: z.literal('rejected'),
      transactionType: z.enum(['deployModule', 'initContract']),
      reason: z.discriminatedUnion('tag', [
        z.object({ tag: z.enum(['ModuleHashAlreadyExists', 'InvalidModuleReference']), moduleRef: moduleRefJson }),
        z.object({ tag: z.literal('InvalidInitMethod'), moduleRef: moduleRefJson, initName: z.string() }),
        z.object({ tag: z.literal('ModuleNotWF') }),
      ]),
    }),
  ]),
})

const snapshotSchema = z.object({
  format: z.literal(snapshotFormat),
  version: z.literal(snapshotVersion),
  config: z.unknown(),
  blockHeight: amount,
  timeOffsetMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  accountCounter: z.number().int().min(0),
  accounts: z.record(z.string(), amount),
  contractBalances: z.record(z.string(), amount),
  tokens: z.record(
    z.string(),
    z.object({
      minter: z.string(),
      maxSupply: amount,
      supply: amount,
      metadataUrl: z.string(),
      metadataHash: z.string().optional(),
    })
  ),
  tokenBalances: z.record(z.string(), z.record(z.string(), amount)),
  operators: z.record(z.string(), z.array(z.string())),
  nextAuctionId: z.number().int().min(0),
  auctions: z.array(
    z.object({
      id: z.number().int().min(0),
      owner: z.string(),
      item: z.string(),
      end: z.string(),
      initialPrice: amount,
      tokenContract: refJson,
      tokenId: z.string(),
      tokenAmount: amount,
      highestBid: z.object({ bidder: z.string(), amount }).optional(),
      finalized: z.boolean(),
    })
  ),
  nextSaleId: z.number().int().min(0),
  sales: z.array(
    z.object({
      id: z.number().int().min(0),
      seller: z.string(),
      tokenContract: refJson,
      tokenId: z.string(),
      amount,
      price: amount,
      buyer: z.string().optional(),
      cancelled: z.literal(true).optional(),
    })
  ),
  transactions: z.array(z.unknown()),
  blockTimes: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)).optional(),
  modules: z
    .record(z.string(), z.object({ source: z.string(), contracts: z.record(z.string(), z.array(z.string())) }))
    .optional(),
  instances: z
    .array(z.object({ address: refJson, name: z.string(), moduleRef: z.string(), entrypoints: z.array(z.string()) }))
    .optional(),
  deployments: z.array(deploymentJson).optional(),
})

const versionOnly = z.object({ format: z.literal(snapshotFormat), version: z.literal(readableSnapshotVersions) })
const version1Sales = z.array(z.looseObject({ amount, pricePerToken: amount }))

/**
 * Version 1 priced sales per token; the market now stores the lot's total, which is what the
 * buyer paid then too (price × amount), so an existing ledger keeps selling at the same totals.
 */
function migrateVersion1(snapshot: Record<string, unknown>): Record<string, unknown> {
  const sales = version1Sales.parse(snapshot['sales']).map(({ pricePerToken, ...sale }) => ({
    ...sale,
    amount: sale.amount.toString(),
    price: (pricePerToken * sale.amount).toString(),
  }))
  return { ...snapshot, version: 2, timeOffsetMs: 0, sales }
}

/** Reads the current version and migrates older ones; anything else is refused. */
export function fromSnapshot(snapshot: unknown): LedgerImage {
  const { version } = versionOnly.parse(snapshot)
  const current = version === 1 ? migrateVersion1(snapshot as Record<string, unknown>) : snapshot
  const parsed = snapshotSchema.parse(current)
  const config = parseLedgerConfig(parsed.config)
  const state = emptyState()
  for (const [address, balance] of Object.entries(parsed.accounts)) state.accounts.set(address, balance)
  for (const [key, balance] of Object.entries(parsed.contractBalances)) state.contractBalances.set(key, balance)
  for (const [tokenId, { metadataHash, ...token }] of Object.entries(parsed.tokens)) {
    state.tokens.set(tokenId, { ...token, metadataHash })
  }
  for (const [tokenId, holders] of Object.entries(parsed.tokenBalances)) {
    for (const [holder, balance] of Object.entries(holders))
      state.tokenBalances.set(tokenBalanceKey(tokenId, holder), balance)
  }
  for (const [owner, operators] of Object.entries(parsed.operators)) {
    for (const operator of operators) state.operators.set(operatorKey(owner, operator), true)
  }
  for (const { end, tokenContract, highestBid, ...auction } of parsed.auctions) {
    const endMs = Date.parse(end)
    if (Number.isNaN(endMs)) throw new Error(`Auction ${auction.id} has an invalid end`)
    state.auctions.set(auction.id, { ...auction, endMs, tokenContract: decodeContractRef(tokenContract), highestBid })
  }
  for (const { tokenContract, buyer, cancelled, ...sale } of parsed.sales) {
    state.sales.set(sale.id, {
      ...sale,
      tokenContract: decodeContractRef(tokenContract),
      buyer,
      cancelled: cancelled === true,
    })
  }
  state.counters.set('nextAuctionId', parsed.nextAuctionId)
  state.counters.set('nextSaleId', parsed.nextSaleId)
  return {
    config,
    state,
    blockHeight: parsed.blockHeight,
    timeOffsetMs: parsed.timeOffsetMs,
    accountCounter: parsed.accountCounter,
    transactions: parsed.transactions.map(decodeTransaction),
    blockTimes: new Map(Object.entries(parsed.blockTimes ?? {}).map(([height, ms]) => [BigInt(height), ms])),
    modules: new Map(
      Object.entries(parsed.modules ?? {}).map(([ref, module]) => [
        ref,
        {
          source: base64ToBytes(module.source),
          contracts: new Map(Object.entries(module.contracts).map(([name, entry]) => [name, new Set(entry)])),
        },
      ])
    ),
    instances: (parsed.instances ?? []).map((instance) => ({
      ...instance,
      address: decodeContractRef(instance.address),
    })),
    deployments: parsed.deployments ?? [],
  }
}
