/*
 * The market lists carry their first answer for a visitor without a session (#core/page_primers):
 * `/auctions` the open auctions' page 0, `/secondary-sale` the active offers' page 0, each as the
 * web app's screen asks it first, so the server renders the cards into the page
 * (#core/server_render) and a phone shows them without a round trip after its scripts have run.
 */
import { endpoints, pageSizes, type PrimedAnswer } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { registerPagePrimer } from '#core/page_primers'
import { validate } from '#core/validate'
import { auctionsPage } from '#markets/actions/list_auctions'
import { offersPage } from '#markets/actions/list_offers'

/** The query of the auctions screen's first call (apps/web/src/features/markets/api/marketsApi.ts). */
export const firstAuctionsQuery = {
  page: '0',
  size: String(pageSizes.market),
  sort: 'createdAt,RECENT',
  filter_auctionStatus: 'OPEN',
}

/** The query of the offers screen's first call (`offerPageOptions`: no sort, the API's newest first). */
export const firstOffersQuery = {
  page: '0',
  size: String(pageSizes.market),
  filter_status: 'ACTIVE',
}

export async function auctionsPageAnswers(): Promise<PrimedAnswer[]> {
  const body = await auctionsPage(validate(endpoints.markets.listAuctions.query, firstAuctionsQuery))
  return [{ method: 'GET', path: routes.markets.listAuctions.path, query: firstAuctionsQuery, body }]
}

export async function offersPageAnswers(): Promise<PrimedAnswer[]> {
  const body = await offersPage(validate(endpoints.markets.listOffers.query, firstOffersQuery))
  return [{ method: 'GET', path: routes.markets.listOffers.path, query: firstOffersQuery, body }]
}

registerPagePrimer('/auctions', auctionsPageAnswers)
registerPagePrimer('/secondary-sale', offersPageAnswers)
