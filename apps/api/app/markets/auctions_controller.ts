import type { HttpContext } from '@adonisjs/core/http'
import { auctionCreateRequest, endpoints, messages } from '@kobza/contract'
import { pictureSlot, withUploads } from '#media/public'
import { validate } from '#core/validate'
import { ApiException } from '#core/exceptions/api_exception'
import { findAuction } from '#markets/actions/find_market_records'
import { auctionsPage, listAuctions } from '#markets/actions/list_auctions'
import { recordBid } from '#markets/actions/record_bid'
import { finishAuction } from '#markets/actions/finish_auction'
import { generateTokenId } from '#markets/actions/generate_token_id'
import { createAuction, requireArtist } from '#markets/actions/create_auction'
import { availableSongs, songForAuction } from '#markets/actions/auction_songs'
import { marketNow } from '#markets/market_ledger'
import { presentAuctions } from '#markets/present'

const { markets } = endpoints

/** /api/v1/auctions and the initial sale's helpers (spec 002 §7). */
export default class AuctionsController {
  async index({ request }: HttpContext) {
    return auctionsPage(validate(markets.listAuctions.query, request.qs()))
  }

  async search({ request }: HttpContext) {
    const query = validate(markets.searchAuctions.query, request.qs())
    const { auctions, totalPages } = await listAuctions(query)
    return { content: await presentAuctions(auctions, await marketNow()), totalPages }
  }

  async show({ params }: HttpContext) {
    const [answer] = await presentAuctions([await findAuction(params.id)], await marketNow())
    return answer
  }

  /**
   * Multipart: the `auction` JSON part and the `coverFile` picture (PNG or JPEG up to 6 MB,
   * re-encoded). The song must be the artist's own catalogue song and not on an open auction;
   * the auction must be on the ledger as claimed (createAuction). The cover is kept only with
   * the auction.
   */
  async store(ctx: HttpContext) {
    const user = ctx.currentUser!
    await requireArtist(user)
    const coverMessages = {
      type: 'The cover must be a .jpeg or .png picture',
      size: 'The cover must be at most 6 MB',
    }
    const slots = { coverFile: pictureSlot(coverMessages) }
    const auction = await withUploads(ctx.request, slots, messages.unexpectedFile, async (form, store) => {
      const part = form.fields.auction
      let json: unknown
      try {
        json = typeof part === 'string' ? JSON.parse(part) : part
      } catch {
        throw ApiException.unprocessable([{ message: 'The auction part is not JSON', field: 'auction' }])
      }
      const input = validate(auctionCreateRequest, json)
      const file = form.files.get('coverFile')
      if (!file) throw ApiException.unprocessable([{ message: 'This field is required', field: 'coverFile' }])
      const song = await songForAuction(input.songId)
      const cover = await store.picture(file, 'coverFile', coverMessages)
      return createAuction(user, input, song, cover?.key ?? null)
    })
    ctx.response.status(201)
    const [answer] = await presentAuctions([auction], await marketNow())
    return answer
  }

  async bid({ params, request, response }: HttpContext) {
    const input = validate(markets.recordBid.body, request.body())
    // A bare `true` is JSON the spec's client reads as truthy; Adonis would send it as text.
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(JSON.stringify(await recordBid(params.id, input)))
  }

  async finish({ params }: HttpContext) {
    const { auction, now } = await finishAuction(params.id)
    const [answer] = await presentAuctions([auction], now)
    return answer
  }

  async generateToken() {
    return { tokenId: await generateTokenId() }
  }

  /** The artist's catalogue songs that are not on an open auction. */
  async availableSongs(ctx: HttpContext) {
    await requireArtist(ctx.currentUser!)
    return { elements: await availableSongs(ctx.currentUser!) }
  }
}
