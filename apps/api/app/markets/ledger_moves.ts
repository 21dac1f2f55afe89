import type { FinalizedTransaction, ParameterJson, UpdateRequest } from '@kobza/ledger'
import type { AuctionCreateRequest, Era } from '@kobza/contract'
import type { User } from '#accounts/public'
import LedgerAccount from '#markets/ledger_account'
import type Auction from '#markets/auction'
import { withLocalLedger } from '#markets/local_ledger_service'
import { createAuction, type AuctionSong } from '#markets/actions/create_auction'
import { createOffer } from '#markets/actions/create_offer'
import type SaleOffer from '#markets/sale_offer'

/*
 * The markets' real flows on the local ledger, for tests and the demo seed: every step is a
 * transaction signed by the person who would sign it in the browser, then the same use case the
 * API runs records it.
 */

const ledger = () => import('@kobza/ledger')

export class LedgerRejected extends Error {
  constructor(
    readonly receiveName: string,
    readonly code: number | undefined
  ) {
    super(`${receiveName} was rejected on the ledger${code === undefined ? '' : ` (${code})`}`)
  }
}

export async function ledgerAddressOf(user: User): Promise<string> {
  const address = await LedgerAccount.addressOf(user.id)
  if (!address) throw new Error(`${user.email} has no ledger account (use withLedgerAccount())`)
  return address
}

/** Sends one update as `user` and finalizes it; a rejection throws LedgerRejected with the contract's code. */
export async function sendAs<P extends ParameterJson>(
  user: User,
  request: UpdateRequest<P>
): Promise<FinalizedTransaction> {
  const { toUpdateTransaction, rejectCode } = await ledger()
  const sender = await ledgerAddressOf(user)
  const transaction = toUpdateTransaction(sender, request.payload, request.parameters, request.schema)
  const finalized = await withLocalLedger((local) => local.execute(transaction))
  if (finalized.summary.transactionType !== 'update')
    throw new LedgerRejected(transaction.receiveName, rejectCode(finalized.summary.rejectReason))
  return finalized
}

const config = () => withLocalLedger((local) => local.config)

export async function advanceLedgerTime(ms: number): Promise<Date> {
  return new Date(await withLocalLedger((local) => local.advanceTime(ms)))
}

export async function ledgerNow(): Promise<Date> {
  return new Date(await withLocalLedger((local) => local.now()))
}

export interface LedgerAuctionOptions {
  item?: string
  initialPriceMicro?: bigint
  /** From the ledger's now. */
  endsInMs?: number
  copyrightPercent?: number
}

/** The artist mints a token, lets the auction contract move it and opens the auction: the browser's steps 3–6. */
export async function openAuctionOnLedger(artist: User, options: LedgerAuctionOptions = {}) {
  const {
    mintRequest,
    updateOperatorRequest,
    createAuctionRequest,
    contract,
    createdAuctionId,
    tokensForCopyrightPercent,
  } = await ledger()
  const ledgerConfig = await config()
  const owner = await ledgerAddressOf(artist)
  const tokenId = (await import('node:crypto')).randomBytes(8).toString('hex')
  const copyrightPercent = options.copyrightPercent ?? 5
  const tokenAmount = tokensForCopyrightPercent(copyrightPercent)
  const initialPriceMicro = options.initialPriceMicro ?? 10_000_000n
  const end = new Date((await ledgerNow()).getTime() + (options.endsInMs ?? 7 * 24 * 3600 * 1000))
  end.setUTCMilliseconds(0)
  await sendAs(
    artist,
    mintRequest(ledgerConfig, { owner, tokenId, metadataUrl: `https://kobza.test/tokens/${tokenId}` })
  )
  await sendAs(
    artist,
    updateOperatorRequest(ledgerConfig, { operator: contract(ledgerConfig.contracts.auction), update: 'add' })
  )
  const item = options.item ?? 'Demo song'
  const created = await sendAs(
    artist,
    createAuctionRequest(ledgerConfig, { item, end, initialPriceMicro, tokenId, tokenAmount })
  )
  const auctionId = createdAuctionId(created, ledgerConfig.contracts.auction)
  if (auctionId === undefined) throw new Error('The ledger logged no new auction')
  return { auctionId, tokenId, end, tokenAmount, initialPriceMicro, copyrightPercent, item }
}

/** An auction open on the ledger and recorded by createAuction, for the song the caller names. */
export async function auctionFor(
  artist: User,
  options: LedgerAuctionOptions & {
    song: AuctionSong
    era?: Era
    genreType?: string
    description?: string
    coverKey?: string
  }
): Promise<Auction> {
  const song = options.song
  const opened = await openAuctionOnLedger(artist, { ...options, item: song.name })
  const input: AuctionCreateRequest = {
    songId: song.id,
    era: options.era ?? 'MODERN_ERA',
    genreType: options.genreType ?? 'POP',
    description: options.description ?? 'A song of the Kobza demo, its rights on auction.',
    duration: opened.end.toISOString(),
    copyrightPercent: opened.copyrightPercent,
    offeredTokens: opened.tokenAmount.toString(),
    initialPrice: opened.initialPriceMicro.toString(),
    tokenId: opened.tokenId,
    auctionId: opened.auctionId,
    auctionStatus: 'OPEN',
  }
  return createAuction(artist, input, song, options.coverKey ?? null)
}

export async function bidOnLedger(bidder: User, auction: Auction, amountMicro: bigint) {
  const { bidRequest } = await ledger()
  return sendAs(bidder, bidRequest(await config(), { auctionId: auction.ledgerAuctionId, amountMicro }))
}

export async function finalizeOnLedger(anyone: User, auction: Auction) {
  const { finalizeRequest } = await ledger()
  return sendAs(anyone, finalizeRequest(await config(), { auctionId: auction.ledgerAuctionId }))
}

/** The holder lets the market contract move their tokens and lists them: the sale's ledger id. */
export async function listOnLedger(holder: User, auction: Auction, amount: bigint, totalPriceMicro: bigint) {
  const { updateOperatorRequest, createSaleRequest, contract, createdSaleId } = await ledger()
  const ledgerConfig = await config()
  await sendAs(
    holder,
    updateOperatorRequest(ledgerConfig, { operator: contract(ledgerConfig.contracts.market), update: 'add' })
  )
  const created = await sendAs(
    holder,
    createSaleRequest(ledgerConfig, { tokenId: auction.tokenId, amount, totalPriceMicro })
  )
  const saleId = createdSaleId(created, ledgerConfig.contracts.market)
  if (saleId === undefined) throw new Error('The ledger logged no new sale')
  return saleId
}

/** A sale on the ledger recorded by createOffer. */
export async function offerFor(
  holder: User,
  auction: Auction,
  amount: bigint,
  totalPriceMicro: bigint
): Promise<SaleOffer> {
  const saleId = await listOnLedger(holder, auction, amount, totalPriceMicro)
  return createOffer(holder, {
    auctionId: auction.ledgerAuctionId,
    offerId: saleId,
    tokensToSell: amount.toString(),
    totalPrice: totalPriceMicro.toString(),
  })
}

export async function buyOnLedger(buyer: User, offer: SaleOffer) {
  const { buyTokensRequest } = await ledger()
  return sendAs(
    buyer,
    buyTokensRequest(await config(), { saleId: offer.ledgerSaleId, totalPriceMicro: BigInt(offer.totalPrice) })
  )
}
