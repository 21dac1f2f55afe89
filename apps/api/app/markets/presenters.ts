import { DateTime } from 'luxon'
import type { Auction as AuctionAnswer, SaleOffer as SaleOfferAnswer } from '@kobza/contract'
import { isAuctionEnded } from '@kobza/ledger'
import { User } from '#accounts/public'
import type Auction from '#markets/auction'
import type SaleOffer from '#markets/sale_offer'

/** The spec's end format: UTC without a zone suffix ("2026-11-30T12:00:00.000"). */
export function specTimestamp(date: DateTime): string {
  return date.toUTC().toISO({ includeOffset: false })!
}

/** The sellers of the given auctions, by id, in one query. */
export async function sellersOf(auctions: Auction[]): Promise<Map<number, User>> {
  const ids = [...new Set(auctions.map((auction) => auction.sellerUserId))]
  const users = ids.length === 0 ? [] : await User.query().whereIn('id', ids)
  return new Map(users.map((user) => [user.id, user]))
}

export function presentAuction(auction: Auction, seller: User | undefined, now: Date): AuctionAnswer {
  const user = {
    id: auction.sellerUserId,
    uuid: seller?.uuid ?? '',
    publicName: seller?.publicName ?? '',
  }
  return {
    id: auction.uuid,
    auctionId: auction.ledgerAuctionId,
    coverUrl: auction.coverPath ? `/media/${auction.coverPath}` : null,
    song: { id: auction.songId, songName: auction.item, fileUrl: null, user },
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
    duration: specTimestamp(auction.endsAt),
    tokenId: auction.tokenId,
    copyrightPercent: auction.copyrightPercent,
    offeredTokens: auction.offeredTokens,
    initialPrice: auction.initialPrice,
    highestBid: auction.highestBid,
    highestBidder: auction.highestBidder,
    auctionStatus: auction.status,
    authorUuid: user.uuid,
    ended: isAuctionEnded(auction.endsAt.toJSDate(), now),
  }
}

export async function presentAuctions(auctions: Auction[], now: Date): Promise<AuctionAnswer[]> {
  const sellers = await sellersOf(auctions)
  return auctions.map((auction) => presentAuction(auction, sellers.get(auction.sellerUserId), now))
}

/** Offers with their auction preloaded. A CANCELLED offer is shown as SOLD: it is no longer for sale. */
export async function presentOffers(offers: SaleOffer[], now: Date): Promise<SaleOfferAnswer[]> {
  const sellers = await sellersOf(offers.map((offer) => offer.auction))
  return offers.map((offer) => ({
    id: offer.uuid,
    offerId: offer.ledgerSaleId,
    status: offer.status === 'ACTIVE' ? 'ACTIVE' : 'SOLD',
    tokensToSell: offer.tokensToSell,
    totalPrice: offer.totalPrice,
    buyer: offer.buyer,
    auction: presentAuction(offer.auction, sellers.get(offer.auction.sellerUserId), now),
  }))
}
