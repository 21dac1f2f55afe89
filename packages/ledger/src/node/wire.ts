import { z } from 'zod'
import type { ContractRef, LedgerAddress } from '../addresses.js'
import {
  systemRejectTags,
  type ConsensusInfo,
  type ContractTraceEvent,
  type FinalizedTransaction,
  type InstanceInfo,
  type ParameterJson,
  type RejectReason,
  type UpdateTransaction,
} from './types.js'

/**
 * JSON forms of the node types for HTTP and snapshots. JSON has no bigint, so every amount,
 * index and height travels as a decimal string; decoding validates and converts back.
 */

const bigintString = z
  .string()
  .regex(/^-?\d+$/)
  .transform((value) => BigInt(value))

const contractRefWire = z.strictObject({ index: bigintString, subindex: bigintString })

const ledgerAddressWire = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('account'), address: z.string() }),
  z.strictObject({ type: z.literal('contract'), address: contractRefWire }),
])

export const parameterJson: z.ZodType<ParameterJson> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.array(parameterJson), z.record(z.string(), parameterJson)])
)

const schemaSource = z.union([z.string(), z.strictObject({ type: z.enum(['module', 'parameter']), value: z.string() })])

const traceEventWire = z.discriminatedUnion('tag', [
  z.strictObject({
    tag: z.literal('Updated'),
    address: contractRefWire,
    instigator: ledgerAddressWire,
    amount: bigintString,
    receiveName: z.string(),
    events: z.array(z.string()),
  }),
  z.strictObject({ tag: z.literal('Interrupted'), address: contractRefWire, events: z.array(z.string()) }),
  z.strictObject({ tag: z.literal('Resumed'), address: contractRefWire, success: z.boolean() }),
  z.strictObject({ tag: z.literal('Transferred'), from: contractRefWire, to: z.string(), amount: bigintString }),
])

const rejectReasonWire = z.union([
  z.strictObject({
    tag: z.literal('RejectedReceive'),
    rejectReason: z.number().int(),
    contractAddress: contractRefWire,
    receiveName: z.string(),
  }),
  z.strictObject({
    tag: z.enum(systemRejectTags),
    detail: z.string().optional(),
  }),
])

const finalizedTransactionWire = z.strictObject({
  hash: z.string(),
  blockHash: z.string(),
  blockHeight: bigintString,
  summary: z.discriminatedUnion('transactionType', [
    z.strictObject({
      transactionType: z.literal('update'),
      sender: z.string(),
      cost: bigintString,
      energyCost: bigintString,
      events: z.array(traceEventWire),
    }),
    z.strictObject({
      transactionType: z.literal('failed'),
      sender: z.string(),
      cost: bigintString,
      energyCost: bigintString,
      rejectReason: rejectReasonWire,
    }),
  ]),
})

const updateTransactionWire = z.strictObject({
  sender: z.string(),
  contract: contractRefWire,
  receiveName: z.string(),
  amount: bigintString,
  maxEnergy: bigintString,
  parameter: parameterJson,
  schema: schemaSource.optional(),
})

const consensusWire = z.strictObject({ genesisHash: z.string(), networkName: z.string(), blockHeight: bigintString })

const instanceInfoWire = z.strictObject({
  address: contractRefWire,
  name: z.string(),
  owner: z.string(),
  amount: bigintString,
  methods: z.array(z.string()),
})

export const encodeContractRef = (ref: ContractRef) => ({
  index: ref.index.toString(),
  subindex: ref.subindex.toString(),
})
export const decodeContractRef = (json: unknown): ContractRef => contractRefWire.parse(json)

export function encodeAddress(address: LedgerAddress) {
  return address.type === 'account'
    ? address
    : { type: 'contract' as const, address: encodeContractRef(address.address) }
}
export const decodeAddress = (json: unknown): LedgerAddress => ledgerAddressWire.parse(json)

function encodeTraceEvent(event: ContractTraceEvent) {
  switch (event.tag) {
    case 'Updated':
      return {
        ...event,
        address: encodeContractRef(event.address),
        instigator: encodeAddress(event.instigator),
        amount: event.amount.toString(),
      }
    case 'Interrupted':
    case 'Resumed':
      return { ...event, address: encodeContractRef(event.address) }
    case 'Transferred':
      return { ...event, from: encodeContractRef(event.from), amount: event.amount.toString() }
  }
}

function encodeRejectReason(reason: RejectReason) {
  return reason.tag === 'RejectedReceive'
    ? { ...reason, contractAddress: encodeContractRef(reason.contractAddress) }
    : reason
}

export function encodeTransaction(transaction: FinalizedTransaction) {
  const { summary } = transaction
  const common = { sender: summary.sender, cost: summary.cost.toString(), energyCost: summary.energyCost.toString() }
  return {
    hash: transaction.hash,
    blockHash: transaction.blockHash,
    blockHeight: transaction.blockHeight.toString(),
    summary:
      summary.transactionType === 'update'
        ? { transactionType: 'update' as const, ...common, events: summary.events.map(encodeTraceEvent) }
        : { transactionType: 'failed' as const, ...common, rejectReason: encodeRejectReason(summary.rejectReason) },
  }
}
export type FinalizedTransactionJson = ReturnType<typeof encodeTransaction>
export const decodeTransaction = (json: unknown): FinalizedTransaction => finalizedTransactionWire.parse(json)

export function encodeUpdate(transaction: UpdateTransaction) {
  return {
    ...transaction,
    contract: encodeContractRef(transaction.contract),
    amount: transaction.amount.toString(),
    maxEnergy: transaction.maxEnergy.toString(),
  }
}
export type UpdateTransactionJson = ReturnType<typeof encodeUpdate>
export function decodeUpdate(json: unknown): UpdateTransaction {
  const { schema, ...rest } = updateTransactionWire.parse(json)
  return schema === undefined ? rest : { ...rest, schema }
}

export const encodeConsensus = (info: ConsensusInfo) => ({ ...info, blockHeight: info.blockHeight.toString() })
export const decodeConsensus = (json: unknown): ConsensusInfo => consensusWire.parse(json)

export const encodeInstanceInfo = (info: InstanceInfo) => ({
  ...info,
  address: encodeContractRef(info.address),
  amount: info.amount.toString(),
})
export const decodeInstanceInfo = (json: unknown): InstanceInfo => instanceInfoWire.parse(json)
