import {
  accountAddressBytes,
  accountAddressFromBytes,
  account,
  contract,
  contractRef,
  sameContract,
  type ContractRef,
  type LedgerAddress,
} from './addresses.js'
import { ByteReader, ByteWriter, bytesToHex, hexToBytes } from './bytes.js'
import type { FinalizedTransaction, UpdatedSummary } from './node/types.js'

/** A finalized transaction, or the confirmed update readOutcome returns. */
export type TransactionWithEvents = FinalizedTransaction | Pick<UpdatedSummary, 'transactionType' | 'events'>

/** CIS-2 event tags (CIS-2 standard, "Logged events"). */
export const cis2EventTags = {
  transfer: 255,
  mint: 254,
  burn: 253,
  updateOperator: 252,
  tokenMetadata: 251,
} as const

export type Cis2Event =
  | { type: 'transfer'; tokenId: string; amount: bigint; from: LedgerAddress; to: LedgerAddress }
  | { type: 'mint'; tokenId: string; amount: bigint; owner: LedgerAddress }
  | { type: 'burn'; tokenId: string; amount: bigint; owner: LedgerAddress }
  | { type: 'updateOperator'; update: 'add' | 'remove'; owner: LedgerAddress; operator: LedgerAddress }
  | { type: 'tokenMetadata'; tokenId: string; url: string; hash?: string }

/** Events of the auction contract; only tag 0 is what the web app relies on. */
export type AuctionEvent =
  | { type: 'auctionCreated'; auctionId: number }
  | { type: 'bidPlaced'; auctionId: number; bidder: string; amount: bigint }
  | { type: 'auctionFinalized'; auctionId: number; winner?: string; amount: bigint }

export type MarketEvent =
  | { type: 'saleCreated'; saleId: number }
  | { type: 'tokensBought'; saleId: number; buyer: string; totalPrice: bigint }
  | { type: 'saleCancelled'; saleId: number }

export const auctionEventTags = { auctionCreated: 0, bidPlaced: 1, auctionFinalized: 2 } as const
export const marketEventTags = { saleCreated: 0, tokensBought: 1, saleCancelled: 2 } as const

function writeAddress(writer: ByteWriter, address: LedgerAddress): void {
  if (address.type === 'account') writer.u8(0).bytes(accountAddressBytes(address.address))
  else writer.u8(1).u64(address.address.index).u64(address.address.subindex)
}

function readAddress(reader: ByteReader): LedgerAddress {
  const tag = reader.u8()
  if (tag === 0) return account(accountAddressFromBytes(reader.bytes(32)))
  if (tag === 1) return contract(contractRef(reader.u64(), reader.u64()))
  throw new RangeError(`Unknown address tag ${tag}`)
}

function writeTokenId(writer: ByteWriter, tokenId: string): void {
  const bytes = hexToBytes(tokenId)
  writer.u8(bytes.length).bytes(bytes)
}

const readTokenId = (reader: ByteReader) => bytesToHex(reader.bytes(reader.u8()))

export function encodeCis2Event(event: Cis2Event): string {
  const writer = new ByteWriter().u8(cis2EventTags[event.type])
  switch (event.type) {
    case 'transfer':
      writeTokenId(writer, event.tokenId)
      writer.uleb128(event.amount)
      writeAddress(writer, event.from)
      writeAddress(writer, event.to)
      break
    case 'mint':
    case 'burn':
      writeTokenId(writer, event.tokenId)
      writer.uleb128(event.amount)
      writeAddress(writer, event.owner)
      break
    case 'updateOperator':
      writer.u8(event.update === 'add' ? 1 : 0)
      writeAddress(writer, event.owner)
      writeAddress(writer, event.operator)
      break
    case 'tokenMetadata': {
      writeTokenId(writer, event.tokenId)
      const url = new TextEncoder().encode(event.url)
      writer.u16(url.length).bytes(url)
      if (event.hash === undefined) writer.u8(0)
      else writer.u8(1).bytes(hexToBytes(event.hash))
      break
    }
  }
  return writer.toHex()
}

/** Decodes a CIS-2 event; undefined for a tag outside 251–255 (a contract's custom event). */
export function decodeCis2Event(hex: string): Cis2Event | undefined {
  const reader = ByteReader.fromHex(hex)
  const tag = reader.u8()
  let event: Cis2Event
  switch (tag) {
    case cis2EventTags.transfer:
      event = {
        type: 'transfer',
        tokenId: readTokenId(reader),
        amount: reader.uleb128(),
        from: readAddress(reader),
        to: readAddress(reader),
      }
      break
    case cis2EventTags.mint:
      event = { type: 'mint', tokenId: readTokenId(reader), amount: reader.uleb128(), owner: readAddress(reader) }
      break
    case cis2EventTags.burn:
      event = { type: 'burn', tokenId: readTokenId(reader), amount: reader.uleb128(), owner: readAddress(reader) }
      break
    case cis2EventTags.updateOperator: {
      const update = reader.u8()
      if (update > 1) throw new RangeError(`Unknown operator update ${update}`)
      event = {
        type: 'updateOperator',
        update: update === 1 ? 'add' : 'remove',
        owner: readAddress(reader),
        operator: readAddress(reader),
      }
      break
    }
    case cis2EventTags.tokenMetadata: {
      const tokenId = readTokenId(reader)
      const url = new TextDecoder().decode(reader.bytes(reader.u16()))
      const hasHash = reader.u8()
      event =
        hasHash === 1
          ? { type: 'tokenMetadata', tokenId, url, hash: bytesToHex(reader.bytes(32)) }
          : { type: 'tokenMetadata', tokenId, url }
      break
    }
    default:
      return undefined
  }
  reader.expectEnd()
  return event
}

export function encodeAuctionEvent(event: AuctionEvent): string {
  const writer = new ByteWriter().u8(auctionEventTags[event.type]).u32(event.auctionId)
  if (event.type === 'bidPlaced') writer.bytes(accountAddressBytes(event.bidder)).u64(event.amount)
  if (event.type === 'auctionFinalized') {
    if (event.winner === undefined) writer.u8(0)
    else writer.u8(1).bytes(accountAddressBytes(event.winner))
    writer.u64(event.amount)
  }
  return writer.toHex()
}

export function decodeAuctionEvent(hex: string): AuctionEvent | undefined {
  return decodeTagged<AuctionEvent>(hex, {
    [auctionEventTags.auctionCreated]: (reader) => ({ type: 'auctionCreated', auctionId: reader.u32() }),
    [auctionEventTags.bidPlaced]: (reader) => ({
      type: 'bidPlaced',
      auctionId: reader.u32(),
      bidder: accountAddressFromBytes(reader.bytes(32)),
      amount: reader.u64(),
    }),
    [auctionEventTags.auctionFinalized]: (reader) => {
      const auctionId = reader.u32()
      const winner = reader.u8() === 1 ? accountAddressFromBytes(reader.bytes(32)) : undefined
      return winner === undefined
        ? { type: 'auctionFinalized', auctionId, amount: reader.u64() }
        : { type: 'auctionFinalized', auctionId, winner, amount: reader.u64() }
    },
  })
}

export function encodeMarketEvent(event: MarketEvent): string {
  const writer = new ByteWriter().u8(marketEventTags[event.type]).u32(event.saleId)
  if (event.type === 'tokensBought') writer.bytes(accountAddressBytes(event.buyer)).u64(event.totalPrice)
  return writer.toHex()
}

export function decodeMarketEvent(hex: string): MarketEvent | undefined {
  return decodeTagged<MarketEvent>(hex, {
    [marketEventTags.saleCreated]: (reader) => ({ type: 'saleCreated', saleId: reader.u32() }),
    [marketEventTags.saleCancelled]: (reader) => ({ type: 'saleCancelled', saleId: reader.u32() }),
    [marketEventTags.tokensBought]: (reader) => ({
      type: 'tokensBought',
      saleId: reader.u32(),
      buyer: accountAddressFromBytes(reader.bytes(32)),
      totalPrice: reader.u64(),
    }),
  })
}

/** An event of one tag byte and the fields its reader takes; an unknown tag is not this contract's event. */
function decodeTagged<Event>(hex: string, readers: Record<number, (reader: ByteReader) => Event>): Event | undefined {
  const reader = ByteReader.fromHex(hex)
  const read = readers[reader.u8()]
  if (read === undefined) return undefined
  const event = read(reader)
  reader.expectEnd()
  return event
}

/** The hex events one contract logged in a transaction, in order (across interruptions). */
export function contractEvents(transaction: TransactionWithEvents, address: ContractRef): string[] {
  const summary = 'summary' in transaction ? transaction.summary : transaction
  if (summary.transactionType !== 'update') return []
  const events: string[] = []
  for (const step of summary.events) {
    if ((step.tag === 'Updated' || step.tag === 'Interrupted') && sameContract(step.address, address))
      events.push(...step.events)
  }
  return events
}

function decodeAll<T>(events: string[], decode: (hex: string) => T | undefined): T[] {
  const decoded: T[] = []
  for (const hex of events) {
    const event = decode(hex)
    if (event !== undefined) decoded.push(event)
  }
  return decoded
}

export function auctionEvents(transaction: TransactionWithEvents, auctionContract: ContractRef): AuctionEvent[] {
  return decodeAll(contractEvents(transaction, auctionContract), decodeAuctionEvent)
}

export function marketEvents(transaction: TransactionWithEvents, marketContract: ContractRef): MarketEvent[] {
  return decodeAll(contractEvents(transaction, marketContract), decodeMarketEvent)
}

export function cis2Events(transaction: TransactionWithEvents, tokenContract: ContractRef): Cis2Event[] {
  return decodeAll(contractEvents(transaction, tokenContract), decodeCis2Event)
}

/** The id of the auction a create_auction transaction opened (its tag 0 event). */
export function createdAuctionId(transaction: TransactionWithEvents, auctionContract: ContractRef): number | undefined {
  const created = auctionEvents(transaction, auctionContract).find((event) => event.type === 'auctionCreated')
  return created?.auctionId
}

export function createdSaleId(transaction: TransactionWithEvents, marketContract: ContractRef): number | undefined {
  const created = marketEvents(transaction, marketContract).find((event) => event.type === 'saleCreated')
  return created?.saleId
}
