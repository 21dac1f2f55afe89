import { DateTime } from 'luxon'
import { afterDelete, afterSave, column } from '@adonisjs/lucid/orm'
import { forgetMarketTotals } from '#markets/list_totals'
import type { AuctionStatus, Era } from '@kobza/contract'
import { StampedModel } from '#core/stamped_model'

/** An initial sale of a song's rights, mirrored from the auction contract (`ledgerAuctionId`). */
export default class Auction extends StampedModel {
  @column()
  declare uuid: string

  @column()
  declare ledgerAuctionId: number

  @column()
  declare songId: number | null

  @column()
  declare sellerUserId: number

  @column()
  declare sellerAddress: string

  @column()
  declare item: string

  @column()
  declare era: Era

  @column()
  declare genreType: string | null

  @column()
  declare description: string

  @column()
  declare customLink: string | null

  @column()
  declare socialMediaSpotify: string | null

  @column()
  declare socialMediaTwitter: string | null

  @column()
  declare textAuthor: string | null

  @column()
  declare songLabel: string | null

  @column()
  declare recordingStudio: string | null

  @column()
  declare yearOfRelease: number | null

  @column()
  declare composer: string | null

  @column()
  declare coverKey: string | null

  @column({ serializeAs: null })
  declare searchText: string

  @column.dateTime()
  declare endsAt: DateTime

  @column()
  declare tokenId: string

  @column()
  declare copyrightPercent: string

  @column()
  declare offeredTokens: string

  @column()
  declare initialPrice: string

  @column()
  declare highestBid: string | null

  @column()
  declare highestBidder: string | null

  @column()
  declare status: AuctionStatus

  @column()
  declare winner: string | null

  /** A list total counted before this write is no longer right (app/markets/list_totals.ts). */
  @afterSave()
  @afterDelete()
  static forgetTotals() {
    forgetMarketTotals()
  }
}
