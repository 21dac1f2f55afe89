import { AccountAddress } from '@concordium/web-sdk'
import { bytesToHex, exactArrayBuffer } from './bytes.js'

/** A smart-contract instance address; bigints because the chain's indices are u64. */
export interface ContractRef {
  index: bigint
  subindex: bigint
}

/** The CIS-2 `Address`: an account or a contract may hold tokens and be an operator. */
export type LedgerAddress = { type: 'account'; address: string } | { type: 'contract'; address: ContractRef }

export const account = (address: string): LedgerAddress => ({ type: 'account', address })
export const contract = (address: ContractRef): LedgerAddress => ({ type: 'contract', address })

export function contractRef(index: bigint | number, subindex: bigint | number = 0n): ContractRef {
  return { index: BigInt(index), subindex: BigInt(subindex) }
}

export function sameContract(a: ContractRef, b: ContractRef): boolean {
  return a.index === b.index && a.subindex === b.subindex
}

/** The chain's own display form of a contract address, also used as a map key. */
export function contractKey(ref: ContractRef): string {
  return `<${ref.index},${ref.subindex}>`
}

const contractKeyPattern = /^<(\d+),(\d+)>$/

/** Accounts are keyed by their base58 address, contracts by `<index,subindex>`. */
export function addressKey(address: LedgerAddress): string {
  return address.type === 'account' ? address.address : contractKey(address.address)
}

export function parseAddressKey(key: string): LedgerAddress {
  const match = contractKeyPattern.exec(key)
  if (match?.[1] !== undefined && match[2] !== undefined)
    return contract(contractRef(BigInt(match[1]), BigInt(match[2])))
  return account(key)
}

export function sameAddress(a: LedgerAddress, b: LedgerAddress): boolean {
  return addressKey(a) === addressKey(b)
}

export function isAccountAddress(value: string): boolean {
  try {
    accountAddressBytes(value)
    return true
  } catch {
    return false
  }
}

/**
 * Base58check costs two SHA-256 rounds in plain JS; events encode the same few addresses over
 * and over, so conversions are remembered (bounded, the map is simply dropped when full).
 */
const bytesByAddress = new Map<string, Uint8Array>()
const addressByHex = new Map<string, string>()
const conversionCacheLimit = 10_000

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= conversionCacheLimit) cache.clear()
  cache.set(key, value)
  return value
}

export function accountAddressBytes(address: string): Uint8Array {
  const cached =
    bytesByAddress.get(address) ?? remember(bytesByAddress, address, AccountAddress.fromBase58(address).decodedAddress)
  return cached.slice()
}

export function accountAddressFromBytes(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes)
  return (
    addressByHex.get(hex) ?? remember(addressByHex, hex, AccountAddress.fromBuffer(exactArrayBuffer(bytes)).address)
  )
}

/**
 * The spec's display rule: first 4 characters, an ellipsis, last 5.
 * Anything of 9 characters or fewer would not get shorter, so it is shown whole.
 */
export function shortAddress(address: string): string {
  if (address.length <= 9) return address
  return `${address.slice(0, 4)}…${address.slice(-5)}`
}
