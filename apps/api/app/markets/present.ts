import type { Auction as AuctionAnswer, SaleOffer as SaleOfferAnswer } from '@kobza/contract'
import { isAuctionEnded } from '@kobza/ledger'
import db from '@adonisjs/lucid/services/db'
import { mediaUrlOf, songMediaOf, songUrlOf } from '#media/public'
import { dateOf, type StoredTime } from '#core/stored_time'
import type Auction from '#markets/auction'
import type { SaleOfferStatus } from '#markets/sale_offer'
import { columnsAs } from '#core/columns'

/** The spec's end format: UTC without a zone suffix ("2026-11-30T12:00:00.000"). */
export function specTimestamp(time: StoredTime): string {
  return dateOf(time).toISOString().slice(0, -1)
}

/**
 * What an auction's answer shows: a model, or a row read under these names (`auctionColumns`).
 * Lists read rows: hydrating a model per auction and per offer cost more than their queries
 * (bench/results/scale-findings.md).
 */
export type ShownAuction = Pick<
  Auction,
  | 'uuid'
  | 'ledgerAuctionId'
  | 'songId'
  | 'sellerUserId'
  | 'item'
  | 'era'
  | 'genreType'
  | 'description'
  | 'customLink'
  | 'socialMediaSpotify'
  | 'socialMediaTwitter'
  | 'textAuthor'
  | 'songLabel'
  | 'recordingStudio'
  | 'yearOfRelease'
  | 'composer'
  | 'coverKey'
  | 'tokenId'
  | 'copyrightPercent'
  | 'offeredTokens'
  | 'initialPrice'
  | 'highestBid'
  | 'highestBidder'
  | 'status'
> & { endsAt: StoredTime }

/** The auctions columns a `ShownAuction` row is read from, under its names. */
export const auctionColumns = (table = 'auctions') =>
  columnsAs(table, [
    'uuid',
    'ledgerAuctionId',
    'songId',
    'sellerUserId',
    'item',
    'era',
    'genreType',
    'description',
    'customLink',
    'socialMediaSpotify',
    'socialMediaTwitter',
    'textAuthor',
    'songLabel',
    'recordingStudio',
    'yearOfRelease',
    'composer',
    'coverKey',
    'endsAt',
    'tokenId',
    'copyrightPercent',
    'offeredTokens',
    'initialPrice',
    'highestBid',
    'highestBidder',
    'status',
  ])

/** What an offer's answer shows, with its auction's. */
export interface ShownOffer {
  uuid: string
  ledgerSaleId: number
  status: SaleOfferStatus
  tokensToSell: string
  totalPrice: string
  buyer: string | null
  auction: ShownAuction
}

/** What an auction shows of its seller. */
export interface SellerFields {
  uuid: string
  publicName: string
}

/**
 * The sellers of the given auctions, by id, in one query of the two columns shown (rows, not
 * models: a page of auctions hydrated a whole account per seller).
 */
export async function sellersOf(auctions: ShownAuction[]): Promise<Map<number, SellerFields>> {
  const ids = [...new Set(auctions.map((auction) => auction.sellerUserId))]
  if (ids.length === 0) return new Map()
  const rows: { id: number; uuid: string; public_name: string }[] = await db
    .from('users')
    .whereIn('id', ids)
    .select('id', 'uuid', 'public_name')
  return new Map(rows.map((row) => [Number(row.id), { uuid: row.uuid, publicName: row.public_name }]))
}

/** The audio of the auctions' catalogue songs, by song id (their media keys only). */
async function songFilesOf(auctions: ShownAuction[]): Promise<Map<number, string | null>> {
  const ids = [...new Set(auctions.map((auction) => auction.songId).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const rows: { id: number; media_key: string | null }[] = await db
    .from('songs')
    .whereIn('id', ids)
    .select('id', 'media_key')
  // The high rendition once transcoded: a song's original is not served to fans.
  const mediaOf = await songMediaOf(rows, (row) => row.media_key)
  return new Map(
    rows.map((row) => {
      const media = mediaOf(row)
      // A song still processing (or failed) is not played to bidders: its original is the artist's.
      return [Number(row.id), row.media_key && media?.status === 'READY' ? songUrlOf(row.media_key, media) : null]
    })
  )
}

export function presentAuction(
  auction: ShownAuction,
  seller: SellerFields | undefined,
  now: Date,
  songFile: string | null = null
): AuctionAnswer {
  const endsAt = dateOf(auction.endsAt)
  const user = {
    id: auction.sellerUserId,
    uuid: seller?.uuid ?? '',
    publicName: seller?.publicName ?? '',
  }
  return {
    id: auction.uuid,
    auctionId: auction.ledgerAuctionId,
    coverUrl: mediaUrlOf(auction.coverKey),
    song: { id: auction.songId, songName: auction.item, fileUrl: songFile, user },
    era: auction.era,
    genreType: auction.genreType,
    description: auction.description,
    customLink: auction.customLink,
    socialMediaSpotify: auction.socialMediaSpotify,
    socialMediaTwitter: auction.socialMediaTwitter,
    textAuthor: auction.textAuthor,
    songLabel: auction.songLabel,
    recordingStudio: auction.recordingStudio,
    yearOfRelease: auction.yearOfRelease,
    composer: auction.composer,
    duration: specTimestamp(endsAt),
    tokenId: auction.tokenId,
    copyrightPercent: auction.copyrightPercent,
    offeredTokens: auction.offeredTokens,
    initialPrice: auction.initialPrice,
    highestBid: auction.highestBid,
    highestBidder: auction.highestBidder,
    auctionStatus: auction.status,
    authorUuid: user.uuid,
    ended: isAuctionEnded(endsAt, now),
  }
}

export async function presentAuctions(auctions: ShownAuction[], now: Date): Promise<AuctionAnswer[]> {
  const [sellers, files] = await Promise.all([sellersOf(auctions), songFilesOf(auctions)])
  return auctions.map((auction) =>
    presentAuction(auction, sellers.get(auction.sellerUserId), now, files.get(auction.songId ?? -1) ?? null)
  )
}

/** Offers with their auction (a model's preloaded one, or a list row's). A CANCELLED offer is shown as SOLD: it is no longer for sale. */
export async function presentOffers(offers: ShownOffer[], now: Date): Promise<SaleOfferAnswer[]> {
  const auctions = await presentAuctions(
    offers.map((offer) => offer.auction),
    now
  )
  return offers.map((offer, index) => ({
    id: offer.uuid,
    offerId: offer.ledgerSaleId,
    status: offer.status === 'ACTIVE' ? 'ACTIVE' : 'SOLD',
    tokensToSell: offer.tokensToSell,
    totalPrice: offer.totalPrice,
    buyer: offer.buyer,
    auction: auctions[index]!,
  }))
}
