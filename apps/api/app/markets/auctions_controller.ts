import type { HttpContext } from '@adonisjs/core/http'
import { endpoints } from '@kobza/contract'
import { validate } from '#core/validate'
import { ApiException } from '#core/exceptions/api_exception'
import { findAuction } from '#markets/actions/find_market_records'
import { listAuctions } from '#markets/actions/list_auctions'
import { recordBid } from '#markets/actions/record_bid'
import { finishAuction } from '#markets/actions/finish_auction'
import { generateTokenId } from '#markets/actions/generate_token_id'
import { requireArtist } from '#markets/actions/create_auction'
import { marketNow } from '#markets/market_ledger'
import { presentAuction, presentAuctions, sellersOf } from '#markets/presenters'

const { markets } = endpoints

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
   * The song half of the checks (the artist's own song, not on an open auction) needs the
   * catalogue's songs, which the markets cannot read yet: until then creation stops there,
   * after the artist check, with a 503 that says so. createAuction holds every other check.
   */
  async store(ctx: HttpContext) {
    requireArtist(ctx.currentUser!)
    throw new ApiException(503, [
      { message: 'Initial sales open once the catalogue’s songs are available to the markets' },
    ])
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
    throw new ApiException(503, [
      { message: 'Initial sales open once the catalogue’s songs are available to the markets' },
    ])
  }
}
