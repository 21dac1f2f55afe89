/*
 * `/auctions` carries its first answer for a visitor without a session (#core/page_primers):
 * the open auctions' page 0, as the web app's auctions screen asks it first, so a phone shows
 * the auctions once its scripts have run instead of a round trip later.
 */
import { endpoints, pageSizes, type PrimedAnswer } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { registerPagePrimer } from '#core/page_primers'
import { validate } from '#core/validate'
import { auctionsPage } from '#markets/actions/list_auctions'

/** The query of the screen's first call (apps/web/src/features/markets/api/marketsApi.ts). */
export const firstAuctionsQuery = {
  page: '0',
  size: String(pageSizes.market),
  sort: 'createdAt,RECENT',
  filter_auctionStatus: 'OPEN',
}

export async function auctionsPageAnswers(): Promise<PrimedAnswer[]> {
  const body = await auctionsPage(validate(endpoints.markets.listAuctions.query, firstAuctionsQuery))
  return [{ method: 'GET', path: routes.markets.listAuctions.path, query: firstAuctionsQuery, body }]
}

registerPagePrimer('/auctions', auctionsPageAnswers)
