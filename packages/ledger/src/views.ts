import { accountAddressBytes, accountAddressFromBytes, contractRef, type ContractRef } from './addresses.js'
import { ByteReader, ByteWriter, bytesToHex, hexToBytes } from './bytes.js'
import type { Auction, Sale } from './local/state.js'

/*
 * The contracts' view entrypoints: what a Concordium node's InvokeInstance answers for them, in
 * the bytes concordium-std serializes (CONTRACTS.md, "View entrypoints"). The local ledger's
 * node answers with these encoders; the API reads any node with the decoders.
 */

/** Receive-name suffixes of the views, after `<contract name>.`. */
export const viewEntrypoints = {
  auction: 'view_auction',
  sale: 'view_sale',
  balanceOf: 'balanceOf',
  tokenMetadata: 'tokenMetadata',
} as const

/** The parameter of `view_auction` and `view_sale`: the id as a u32. */
export function viewIdParameter(id: number): Uint8Array {
  return new ByteWriter().u32(id).toBytes()
}

export function readViewId(parameter: Uint8Array): number {
  const reader = new ByteReader(parameter)
  const id = reader.u32()
  reader.expectEnd()
  return id
}

function writeContract(writer: ByteWriter, ref: ContractRef) {
  writer.u64(ref.index).u64(ref.subindex)
}

function writeTokenId(writer: ByteWriter, tokenId: string) {
  const id = hexToBytes(tokenId)
  writer.u8(id.length).bytes(id)
}

function writeString(writer: ByteWriter, value: string) {
  const bytes = new TextEncoder().encode(value)
  writer.u32(bytes.length).bytes(bytes)
}

const readAccount = (reader: ByteReader) => accountAddressFromBytes(reader.bytes(32))
const readContract = (reader: ByteReader) => contractRef(reader.u64(), reader.u64())
const readTokenId = (reader: ByteReader) => bytesToHex(reader.bytes(reader.u8()))
const readString = (reader: ByteReader) => new TextDecoder('utf-8', { fatal: true }).decode(reader.bytes(reader.u32()))

function readBool(reader: ByteReader): boolean {
  const value = reader.u8()
  if (value > 1) throw new RangeError(`Invalid bool byte ${value}`)
  return value === 1
}

function readOption<T>(reader: ByteReader, read: () => T): T | undefined {
  return readBool(reader) ? read() : undefined
}

/**
 * `Option<AuctionView>`: owner, item, end (Timestamp), initial_price (u64), token_contract,
 * token_id, token_amount (LEB128), highest_bid `Option<(AccountAddress, Amount)>`, finalized.
 */
export function encodeAuctionView(auction: Auction | undefined): Uint8Array {
  const writer = new ByteWriter()
  if (auction === undefined) return writer.u8(0).toBytes()
  writer.u8(1).bytes(accountAddressBytes(auction.owner))
  writeString(writer, auction.item)
  writer.u64(BigInt(auction.endMs)).u64(auction.initialPrice)
  writeContract(writer, auction.tokenContract)
  writeTokenId(writer, auction.tokenId)
  writer.uleb128(auction.tokenAmount)
  if (auction.highestBid === undefined) writer.u8(0)
  else writer.u8(1).bytes(accountAddressBytes(auction.highestBid.bidder)).u64(auction.highestBid.amount)
  return writer.u8(auction.finalized ? 1 : 0).toBytes()
}

export function decodeAuctionView(id: number, bytes: Uint8Array): Auction | undefined {
  const reader = new ByteReader(bytes)
  const auction = readOption(reader, (): Auction => {
    const owner = readAccount(reader)
    const item = readString(reader)
    const endMs = Number(reader.u64())
    const initialPrice = reader.u64()
    const tokenContract = readContract(reader)
    const tokenId = readTokenId(reader)
    const tokenAmount = reader.uleb128()
    const highestBid = readOption(reader, () => ({ bidder: readAccount(reader), amount: reader.u64() }))
    const finalized = readBool(reader)
    return { id, owner, item, endMs, initialPrice, tokenContract, tokenId, tokenAmount, highestBid, finalized }
  })
  reader.expectEnd()
  return auction
}

/**
 * `Option<SaleView>`: seller, token_contract, token_id, amount (LEB128), price (Amount, the
 * whole lot), buyer `Option<AccountAddress>`, cancelled.
 */
export function encodeSaleView(sale: Sale | undefined): Uint8Array {
  const writer = new ByteWriter()
  if (sale === undefined) return writer.u8(0).toBytes()
  writer.u8(1).bytes(accountAddressBytes(sale.seller))
  writeContract(writer, sale.tokenContract)
  writeTokenId(writer, sale.tokenId)
  writer.uleb128(sale.amount).u64(sale.price)
  if (sale.buyer === undefined) writer.u8(0)
  else writer.u8(1).bytes(accountAddressBytes(sale.buyer))
  return writer.u8(sale.cancelled ? 1 : 0).toBytes()
}

export function decodeSaleView(id: number, bytes: Uint8Array): Sale | undefined {
  const reader = new ByteReader(bytes)
  const sale = readOption(reader, (): Sale => {
    const seller = readAccount(reader)
    const tokenContract = readContract(reader)
    const tokenId = readTokenId(reader)
    const amount = reader.uleb128()
    const price = reader.u64()
    const buyer = readOption(reader, () => readAccount(reader))
    const cancelled = readBool(reader)
    return { id, seller, tokenContract, tokenId, amount, price, buyer, cancelled }
  })
  reader.expectEnd()
  return sale
}

/** CIS-2 tokenMetadata for one token: `u16` count, TokenId. */
export function tokenMetadataParameter(tokenId: string): Uint8Array {
  const writer = new ByteWriter().u16(1)
  writeTokenId(writer, tokenId)
  return writer.toBytes()
}

/** CIS-2 MetadataUrl: url (u16 length + UTF-8), hash `Option<[u8; 32]>`. */
export function writeMetadataUrl(writer: ByteWriter, url: string, hash: string | undefined): void {
  const bytes = new TextEncoder().encode(url)
  writer.u16(bytes.length).bytes(bytes)
  if (hash === undefined) writer.u8(0)
  else writer.u8(1).bytes(hexToBytes(hash))
}
