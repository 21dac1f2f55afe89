import { DateTime } from 'luxon'
import { randomUUID } from 'node:crypto'
import type { AuctionCreateRequest } from '@kobza/contract'
import { sameContract, tokensForCopyrightPercent } from '@kobza/ledger'
import { authorize, bouncerOf, type User } from '#accounts/public'
import MarketPolicy from '#markets/policy'
import { ApiException } from '#core/exceptions/api_exception'
import Auction from '#markets/auction'
import LedgerAccount from '#markets/ledger_account'
import { readMarketLedger } from '#markets/market_ledger'

/** The song an auction sells, as the catalogue knows it. */
export interface AuctionSong {
  id: number
  name: string
  ownerUserId: number
}

/** The spec's UTC timestamps come without a zone suffix: read them as UTC. */
function utcInstant(text: string): number {
  const withZone = /(Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : `${text}Z`
  return Date.parse(withZone)
}

export async function requireArtist(user: User) {
  await authorize(bouncerOf(user).with(MarketPolicy).execute('startAuction'))
}

/**
 * POST /auctions: records an auction the artist created on the auction contract. The song must
 * be theirs and not on another open auction; the auction must be on the ledger as claimed —
 * theirs, for this token, these tokens, this price and this end, not finalized.
 */
export async function createAuction(
  user: User,
  input: AuctionCreateRequest,
  song: AuctionSong,
  coverKey: string | null
): Promise<Auction> {
  await requireArtist(user)
  if (song.ownerUserId !== user.id) throw ApiException.forbidden('You can only sell the rights to your own songs')
  const open = await Auction.query().where('song_id', song.id).where('status', 'OPEN').first()
  if (open) throw ApiException.conflict('This song is already on an open auction')
  if (await Auction.findBy('ledger_auction_id', input.auctionId))
    throw ApiException.conflict(`Auction ${input.auctionId} is already recorded`)
  const address = await LedgerAccount.addressOf(user.id)
  if (!address) throw ApiException.conflict('You have no ledger account yet')

  const endMs = utcInstant(input.duration)
  if (Number.isNaN(endMs)) throw ApiException.unprocessable([{ message: 'Invalid date value', field: 'duration' }])
  const expectedTokens = tokensForCopyrightPercent(input.copyrightPercent)
  if (BigInt(input.offeredTokens) !== expectedTokens)
    throw ApiException.unprocessable([
      { message: `Offered tokens must be copyright percent × 1000 (${expectedTokens})`, field: 'offeredTokens' },
    ])

  const { onLedger, tokenContract } = await readMarketLedger(async (reader) => ({
    onLedger: await reader.auction(input.auctionId),
    tokenContract: reader.tokenContract,
  }))
  const mismatch = (message: string) =>
    ApiException.unprocessable([{ message: `Auction ${input.auctionId}: ${message}` }])
  if (!onLedger) throw mismatch('not on the ledger')
  if (onLedger.owner !== address)
    throw ApiException.forbidden(`Auction ${input.auctionId} belongs to another ledger account`)
  if (!sameContract(onLedger.tokenContract, tokenContract) || onLedger.tokenId !== input.tokenId)
    throw mismatch(`the ledger sells token ${onLedger.tokenId}, not ${input.tokenId}`)
  if (onLedger.tokenAmount !== expectedTokens)
    throw mismatch(`the ledger offers ${onLedger.tokenAmount} tokens, not ${expectedTokens}`)
  if (onLedger.initialPrice !== BigInt(input.initialPrice))
    throw mismatch(`the ledger's initial price is ${onLedger.initialPrice} micro CCD, not ${input.initialPrice}`)
  if (onLedger.endMs !== endMs)
    throw mismatch(`the ledger ends it at ${new Date(onLedger.endMs).toISOString()}, not ${input.duration}`)
  if (onLedger.finalized) throw mismatch('already finalized')

  return Auction.create({
    uuid: randomUUID(),
    ledgerAuctionId: input.auctionId,
    songId: song.id,
    sellerUserId: user.id,
    sellerAddress: address,
    item: onLedger.item,
    era: input.era,
    genreType: input.genreType ?? null,
    description: input.description,
    customLink: input.customLink ?? null,
    socialMediaSpotify: input.socialMediaSpotify ?? null,
    socialMediaTwitter: input.socialMediaTwitter ?? null,
    textAuthor: input.textAuthor ?? null,
    songLabel: input.songLabel ?? null,
    recordingStudio: input.recordingStudio ?? null,
    yearOfRelease: input.yearOfRelease ?? null,
    composer: input.composer ?? null,
    coverKey,
    searchText: `${onLedger.item}\n${input.description}`.toLowerCase(),
    endsAt: DateTime.fromMillis(onLedger.endMs, { zone: 'utc' }),
    tokenId: onLedger.tokenId,
    copyrightPercent: String(input.copyrightPercent),
    offeredTokens: onLedger.tokenAmount.toString(),
    initialPrice: onLedger.initialPrice.toString(),
    highestBid: onLedger.highestBid?.amount.toString() ?? null,
    highestBidder: onLedger.highestBid?.bidder ?? null,
    status: 'OPEN',
    winner: null,
  })
}
