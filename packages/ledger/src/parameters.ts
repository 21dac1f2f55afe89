import { CcdAmount, ContractAddress, Energy, ReceiveName } from '@concordium/web-sdk'
import type { ContractRef, LedgerAddress } from './addresses.js'
import { rrTokenSupply } from './auction-rules.js'
import { isHex } from './bytes.js'
import { maxMicroCcd } from './money.js'
import { contractRoles, type ContractRole, type LedgerConfig } from './config.js'
import { actionDescriptors, describeCall, receiveHookEntrypoint, type LedgerAction } from './contracts.js'
import type { LedgerNode, ParameterJson, SchemaSource, UpdateTransaction } from './node/types.js'
import { parameterSchemaBase64 } from './schemas.js'

/** The payload the wallet's `sendTransaction(account, Update, payload, parameters, schema)` takes. */
export interface UpdatePayload {
  amount: CcdAmount.Type
  address: ContractAddress.Type
  receiveName: ReceiveName.Type
  maxContractExecutionEnergy: Energy.Type
}

export interface UpdateRequest<P extends ParameterJson = ParameterJson> {
  action: LedgerAction
  payload: UpdatePayload
  parameters: P
  schema: SchemaSource
}

/** Base64 module schemas fetched from a node, by contract role. */
export type ModuleSchemas = Partial<Record<ContractRole, string>>

export interface BuildOptions {
  /** When present, the wallet is given the module's own schema instead of the hand-built one. */
  moduleSchemas?: ModuleSchemas
}

export type ContractAddressJson = { index: number; subindex: number }
export type AddressJson = { Account: [string] } | { Contract: [ContractAddressJson] }
export type ReceiverJson = { Account: [string] } | { Contract: [ContractAddressJson, string] }

export type CreateAuctionParams = {
  item: string
  end: string
  /** u64 micro CCD; a JSON number because the u64 schema type takes no string. */
  initial_price: number
  token_contract: ContractAddressJson
  token_id: string
  token_amount: string
}
export type AuctionIdParams = { auction_id: number }
export type MintParams = {
  owner: string
  token_id: string
  metadata_url: { url: string; hash: { None: [] } | { Some: [string] } }
  amount: string
  max_supply: string
}
export type UpdateOperatorParams = { update: { Add: [] } | { Remove: [] }; operator: AddressJson }[]
export type TransferParams = { token_id: string; amount: string; from: AddressJson; to: ReceiverJson; data: string }[]
export type CreateSaleParams = { amount: string; price: string; token_contract: ContractAddressJson; token_id: string }
export type BuyTokensParams = { sale_id: number }
export type CancelSaleParams = { sale_id: number }

/**
 * Asks the node for each contract's embedded schema. Any failure (no schema, node unreachable)
 * just leaves that contract out, so the builders fall back to the hand-built schemas.
 */
export async function fetchModuleSchemas(
  node: Pick<LedgerNode, 'getModuleSchema'>,
  config: LedgerConfig
): Promise<ModuleSchemas> {
  const schemas: ModuleSchemas = {}
  await Promise.all(
    contractRoles.map(async (role) => {
      const schema = await node.getModuleSchema(config.contracts[role]).catch(() => undefined)
      if (schema !== undefined) schemas[role] = schema
    })
  )
  return schemas
}

/** Picks the module schema when one was fetched, otherwise the hand-built parameter schema. */
export function schemaFor(action: LedgerAction, options?: BuildOptions): SchemaSource {
  const moduleSchema = options?.moduleSchemas?.[actionDescriptors[action].role]
  if (moduleSchema !== undefined) return { type: 'module', value: moduleSchema }
  return { type: 'parameter', value: parameterSchemaBase64(action) }
}

function request<P extends ParameterJson>(
  config: LedgerConfig,
  action: LedgerAction,
  parameters: P,
  amountMicro: bigint,
  options?: BuildOptions
): UpdateRequest<P> {
  const call = describeCall(config, action)
  if (!call.payable && amountMicro !== 0n) throw new Error(`${action} does not take CCD`)
  if (amountMicro < 0n) throw new RangeError('Amount cannot be negative')
  return {
    action,
    payload: {
      amount: CcdAmount.fromMicroCcd(amountMicro),
      address: ContractAddress.create(call.address.index, call.address.subindex),
      receiveName: ReceiveName.fromString(call.receiveName),
      maxContractExecutionEnergy: Energy.create(call.maxEnergy),
    },
    parameters,
    schema: schemaFor(action, options),
  }
}

export function contractAddressJson(ref: ContractRef): ContractAddressJson {
  if (ref.index > BigInt(Number.MAX_SAFE_INTEGER) || ref.subindex > BigInt(Number.MAX_SAFE_INTEGER)) {
    // The wallet hands parameters to JSON.stringify, which has no bigint.
    throw new RangeError(`Contract address ${ref.index},${ref.subindex} is too large for JSON`)
  }
  return { index: Number(ref.index), subindex: Number(ref.subindex) }
}

export function addressJson(address: LedgerAddress): AddressJson {
  return address.type === 'account'
    ? { Account: [address.address] }
    : { Contract: [contractAddressJson(address.address)] }
}

export function receiverJson(address: LedgerAddress): ReceiverJson {
  return address.type === 'account'
    ? { Account: [address.address] }
    : { Contract: [contractAddressJson(address.address), receiveHookEntrypoint] }
}

export function assertTokenId(tokenId: string): string {
  if (!isHex(tokenId) || tokenId.length > 510)
    throw new Error(`Token id must be hex of at most 255 bytes: "${tokenId}"`)
  return tokenId.toLowerCase()
}

function assertU32(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
    throw new RangeError(`${what} must be a u32: ${value}`)
  return value
}

function amountString(value: bigint, what: string): string {
  if (value < 0n) throw new RangeError(`${what} cannot be negative`)
  return value.toString()
}

/** The wallet serializes with JSON.stringify, so a u64 must stay within exact JSON numbers. */
function u64JsonNumber(value: bigint, what: string): number {
  if (value < 0n) throw new RangeError(`${what} cannot be negative`)
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} is too large`)
  return Number(value)
}

function isoTimestamp(end: Date | string): string {
  const date = typeof end === 'string' ? new Date(end) : end
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid auction end: ${String(end)}`)
  return date.toISOString()
}

export function createAuctionRequest(
  config: LedgerConfig,
  input: { item: string; end: Date | string; initialPriceMicro: bigint; tokenId: string; tokenAmount: bigint },
  options?: BuildOptions
): UpdateRequest<CreateAuctionParams> {
  const parameters: CreateAuctionParams = {
    item: input.item,
    end: isoTimestamp(input.end),
    initial_price: u64JsonNumber(input.initialPriceMicro, 'Initial price'),
    token_contract: contractAddressJson(config.contracts.token),
    token_id: assertTokenId(input.tokenId),
    token_amount: amountString(input.tokenAmount, 'Token amount'),
  }
  return request(config, 'createAuction', parameters, 0n, options)
}

export function bidRequest(
  config: LedgerConfig,
  input: { auctionId: number; amountMicro: bigint },
  options?: BuildOptions
): UpdateRequest<AuctionIdParams> {
  return request(config, 'bid', { auction_id: assertU32(input.auctionId, 'Auction id') }, input.amountMicro, options)
}

export function finalizeRequest(
  config: LedgerConfig,
  input: { auctionId: number },
  options?: BuildOptions
): UpdateRequest<AuctionIdParams> {
  return request(config, 'finalize', { auction_id: assertU32(input.auctionId, 'Auction id') }, 0n, options)
}

/** Amount and max supply default to the RR supply of 100000, which is what the platform mints. */
export function mintRequest(
  config: LedgerConfig,
  input: {
    owner: string
    tokenId: string
    metadataUrl: string
    metadataHash?: string
    amount?: bigint
    maxSupply?: bigint
  },
  options?: BuildOptions
): UpdateRequest<MintParams> {
  if (input.metadataHash !== undefined && !/^[0-9a-fA-F]{64}$/.test(input.metadataHash)) {
    throw new Error('Metadata hash must be 32 bytes of hex')
  }
  const parameters: MintParams = {
    owner: input.owner,
    token_id: assertTokenId(input.tokenId),
    metadata_url: {
      url: input.metadataUrl,
      hash: input.metadataHash === undefined ? { None: [] } : { Some: [input.metadataHash.toLowerCase()] },
    },
    amount: amountString(input.amount ?? rrTokenSupply, 'Mint amount'),
    max_supply: amountString(input.maxSupply ?? rrTokenSupply, 'Max supply'),
  }
  return request(config, 'mint', parameters, 0n, options)
}

export function updateOperatorRequest(
  config: LedgerConfig,
  input: { operator: LedgerAddress; update: 'add' | 'remove' },
  options?: BuildOptions
): UpdateRequest<UpdateOperatorParams> {
  const parameters: UpdateOperatorParams = [
    { update: input.update === 'add' ? { Add: [] } : { Remove: [] }, operator: addressJson(input.operator) },
  ]
  return request(config, 'updateOperator', parameters, 0n, options)
}

export function transferRequest(
  config: LedgerConfig,
  input: { tokenId: string; amount: bigint; from: LedgerAddress; to: LedgerAddress },
  options?: BuildOptions
): UpdateRequest<TransferParams> {
  const parameters: TransferParams = [
    {
      token_id: assertTokenId(input.tokenId),
      amount: amountString(input.amount, 'Token amount'),
      from: addressJson(input.from),
      to: receiverJson(input.to),
      data: '',
    },
  ]
  return request(config, 'transfer', parameters, 0n, options)
}

/**
 * What a sale is listed for. `totalPriceMicro` is the price of the whole lot, which is what the
 * market stores and the buyer pays. `pricePerTokenMicro` is the earlier per-token form, still
 * accepted for callers not yet moved over: it is multiplied out to the same total.
 */
export type SalePriceInput = { totalPriceMicro: bigint } | { pricePerTokenMicro: bigint }

export function createSaleRequest(
  config: LedgerConfig,
  input: { tokenId: string; amount: bigint } & SalePriceInput,
  options?: BuildOptions
): UpdateRequest<CreateSaleParams> {
  const total =
    'totalPriceMicro' in input ? input.totalPriceMicro : saleTotalPrice(input.pricePerTokenMicro, input.amount)
  if (total > maxMicroCcd) throw new RangeError('Price does not fit in a u64 amount')
  const parameters: CreateSaleParams = {
    amount: amountString(input.amount, 'Token amount'),
    price: amountString(total, 'Price'),
    token_contract: contractAddressJson(config.contracts.token),
    token_id: assertTokenId(input.tokenId),
  }
  return request(config, 'createSale', parameters, 0n, options)
}

export function buyTokensRequest(
  config: LedgerConfig,
  input: { saleId: number; totalPriceMicro: bigint },
  options?: BuildOptions
): UpdateRequest<BuyTokensParams> {
  return request(config, 'buyTokens', { sale_id: assertU32(input.saleId, 'Sale id') }, input.totalPriceMicro, options)
}

/** The seller takes an unsold sale off the market; the escrowed tokens go back to them. */
export function cancelSaleRequest(
  config: LedgerConfig,
  input: { saleId: number },
  options?: BuildOptions
): UpdateRequest<CancelSaleParams> {
  return request(config, 'cancelSale', { sale_id: assertU32(input.saleId, 'Sale id') }, 0n, options)
}

/**
 * Total for a lot priced per token. The market itself takes the total (`createSale.price`);
 * this stays for forms that ask for a unit price.
 */
export function saleTotalPrice(pricePerTokenMicro: bigint, amount: bigint): bigint {
  return pricePerTokenMicro * amount
}

/** The wallet's arguments as a node-level transaction (what a DevWallet forwards to its node). */
export function toUpdateTransaction(
  sender: string,
  payload: UpdatePayload,
  parameter: ParameterJson,
  schema?: SchemaSource
): UpdateTransaction {
  return {
    sender,
    contract: { index: payload.address.index, subindex: payload.address.subindex },
    receiveName: ReceiveName.toString(payload.receiveName),
    amount: payload.amount.microCcdAmount,
    maxEnergy: payload.maxContractExecutionEnergy.value,
    parameter,
    ...(schema === undefined ? {} : { schema }),
  }
}
