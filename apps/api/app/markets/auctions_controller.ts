import type { HttpContext } from '@adonisjs/core/http'
import { rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { auctionCreateRequest, endpoints, limits } from '@kobza/contract'
import { dataPath } from '#core/paths'
import { validate } from '#core/validate'
import { ApiException } from '#core/exceptions/api_exception'
import { findAuction } from '#markets/actions/find_market_records'
import { listAuctions } from '#markets/actions/list_auctions'
import { recordBid } from '#markets/actions/record_bid'
import { finishAuction } from '#markets/actions/finish_auction'
import { generateTokenId } from '#markets/actions/generate_token_id'
import { createAuction, requireArtist, type AuctionSong } from '#markets/actions/create_auction'
import { marketNow } from '#markets/market_ledger'
import { presentAuction, presentAuctions, sellersOf } from '#markets/presenters'

const { markets } = endpoints

const songsPending = () =>
  new ApiException(503, [{ message: 'Initial sales open once the catalogue’s songs are available to the markets' }])

/**
 * PENDING: the catalogue's song (owner and name) for an auction. The catalogue's songs table is
 * being built on another branch; until `#catalogue/public` offers a lookup, no auction can be
 * created through the API, and this says so instead of trusting the client's songId.
 */
async function songForAuction(_songId: number): Promise<AuctionSong> {
  throw songsPending()
}

/** /api/v1/auctions and the initial sale's helpers (spec 002 §7). */
export default class AuctionsController {
  async index({ request }: HttpContext) {
    const query = validate(markets.listAuctions.query, request.qs())
    const { auctions, totalPages } = await listAuctions(query)
    return { elements: await presentAuctions(auctions, await marketNow()), totalPages }
  }

  async search({ request }: HttpContext) {
    const query = validate(markets.searchAuctions.query, request.qs())
    const { auctions, totalPages } = await listAuctions(query)
    return { content: await presentAuctions(auctions, await marketNow()), totalPages }
  }

  async show({ params }: HttpContext) {
    const auction = await findAuction(params.id)
    const sellers = await sellersOf([auction])
    return presentAuction(auction, sellers.get(auction.sellerUserId), await marketNow())
  }

  /**
   * Multipart: the `auction` JSON part and the `coverFile` image. Everything is checked here
   * and in createAuction, except that the song must come from the catalogue: that lookup
   * (`songForAuction`) is pending until the catalogue's songs reach the markets, and answers 503.
   */
  async store(ctx: HttpContext) {
    const user = ctx.currentUser!
    requireArtist(user)
    const part = ctx.request.input('auction')
    let json: unknown
    try {
      json = typeof part === 'string' ? JSON.parse(part) : part
    } catch {
      throw ApiException.unprocessable([{ message: 'The auction part is not JSON', field: 'auction' }])
    }
    const input = validate(auctionCreateRequest, json)
    const cover = ctx.request.file('coverFile', { size: limits.coverMaxBytes, extnames: ['jpg', 'jpeg', 'png'] })
    if (!cover) throw ApiException.unprocessable([{ message: 'This field is required', field: 'coverFile' }])
    if (!cover.isValid)
      throw ApiException.unprocessable(cover.errors.map((error) => ({ message: error.message, field: 'coverFile' })))
    const song = await songForAuction(input.songId)
    const name = `${randomUUID()}.${cover.extname}`
    await cover.move(dataPath('media', 'covers'), { name })
    const coverPath = `covers/${name}`
    try {
      const auction = await createAuction(user, input, song, coverPath)
      ctx.response.status(201)
      return presentAuction(auction, user, await marketNow())
    } catch (error) {
      await rm(dataPath('media', coverPath), { force: true })
      throw error
    }
  }

  async bid({ params, request, response }: HttpContext) {
    const input = validate(markets.recordBid.body, request.body())
    // A bare `true` is JSON the spec's client reads as truthy; Adonis would send it as text.
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(JSON.stringify(await recordBid(params.id, input)))
  }

  async finish({ params }: HttpContext) {
    const { auction, now } = await finishAuction(params.id)
    const sellers = await sellersOf([auction])
    return presentAuction(auction, sellers.get(auction.sellerUserId), now)
  }

  async generateToken() {
    return { tokenId: await generateTokenId() }
  }

  /** The artist's songs that can be sold: pending the catalogue's songs (see `store`). */
  async availableSongs(ctx: HttpContext) {
    requireArtist(ctx.currentUser!)
    throw songsPending()
  }
}
