/*
 * An auction's and a secondary offer's pages carry the record as the API answers a guest
 * (#core/page_primers), so the server renders the song, its artist and the bids into the page
 * (#core/server_render) and the app shows it without asking again.
 */
import type { PrimedAnswer } from '@kobza/contract'
import { fillPath, routes } from '@kobza/contract/routes'
import { registerPagePrimer } from '#core/page_primers'
import { findAuction, findOffer } from '#markets/actions/find_market_records'
import { marketNow } from '#markets/market_ledger'
import { presentAuctions, presentOffers } from '#markets/present'

/** As AuctionsController.show answers (apps/web's marketsApi asks it by `showAuction`). */
export async function auctionPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const [auction] = await presentAuctions([await findAuction(uuid!)], await marketNow())
  return [{ method: 'GET', path: fillPath(routes.markets.showAuction.path, { id: uuid }), body: auction }]
}

/** As OffersController.show answers (`showOffer`). */
export async function offerPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const [offer] = await presentOffers([await findOffer(uuid!)], await marketNow())
  return [{ method: 'GET', path: fillPath(routes.markets.showOffer.path, { id: uuid }), body: offer }]
}

registerPagePrimer('/auctions/:uuid', auctionPageAnswers)
registerPagePrimer('/secondary-sale/:uuid', offerPageAnswers)
