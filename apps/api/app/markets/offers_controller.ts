import type { HttpContext } from '@adonisjs/core/http'
import { endpoints } from '@kobza/contract'
import { validate } from '#core/validate'
import { findOffer } from '#markets/actions/find_market_records'
import { offersPage } from '#markets/actions/list_offers'
import { createOffer } from '#markets/actions/create_offer'
import { buyOffer } from '#markets/actions/buy_offer'
import { availableTokens } from '#markets/actions/available_tokens'
import { marketNow } from '#markets/market_ledger'
import { presentAuctions, presentOffers } from '#markets/present'

const { markets } = endpoints

/** /api/v1/secondary-market/offers (spec 002 §7). */
export default class OffersController {
  async index({ request }: HttpContext) {
    return offersPage(validate(markets.listOffers.query, request.qs()))
  }

  async show({ params }: HttpContext) {
    const [offer] = await presentOffers([await findOffer(params.id)], await marketNow())
    return offer
  }

  async availableTokens(ctx: HttpContext) {
    const { address } = validate(markets.availableTokens.query, ctx.request.qs())
    const entries = await availableTokens(ctx.currentUser!, address)
    const auctions = await presentAuctions(
      entries.map((entry) => entry.auction),
      await marketNow()
    )
    return {
      elements: entries.map((entry, index) => ({
        auctionId: entry.auction.ledgerAuctionId,
        freeTokens: entry.freeTokens.toString(),
        auction: auctions[index],
      })),
    }
  }

  async store(ctx: HttpContext) {
    const input = validate(markets.createOffer.body, ctx.request.body())
    const offer = await createOffer(ctx.currentUser!, input)
    const [answer] = await presentOffers([offer], await marketNow())
    ctx.response.status(201)
    return answer
  }

  async buy({ params, currentUser }: HttpContext) {
    const [answer] = await presentOffers([await buyOffer(params.id, currentUser!.id)], await marketNow())
    return answer
  }
}
