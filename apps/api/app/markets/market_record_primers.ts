/*
 * An auction's and a secondary offer's pages carry the record as the API answers a guest
 * (#core/page_primers), so the server renders the song, its artist and the bids into the page
 * (#core/server_render) and the app shows it without asking again; and the eras and genres the
 * song's details label with (asked for after hydration, their answers loaded and ran the
 * contract's schemas, a long task on a throttled phone that the page needed for nothing else).
 */
import type { PrimedAnswer } from '@kobza/contract'
import { fillPath, routes } from '@kobza/contract/routes'
import { primedReferenceList } from '#catalogue/public'
import { registerPagePrimer } from '#core/page_primers'
import { findAuction, findOffer } from '#markets/actions/find_market_records'
import { marketNow } from '#markets/market_ledger'
import { presentAuctions, presentOffers } from '#markets/present'

/** As AuctionsController.show answers (apps/web's marketsApi asks it by `showAuction`). */
export async function auctionPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const [[auction], labels] = await Promise.all([
    findAuction(uuid!).then(async (found) => presentAuctions([found], await marketNow())),
    referenceLists(),
  ])
  return [...labels, { method: 'GET', path: fillPath(routes.markets.showAuction.path, { id: uuid }), body: auction }]
}

/** As OffersController.show answers (`showOffer`). */
export async function offerPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const [[offer], labels] = await Promise.all([
    findOffer(uuid!).then(async (found) => presentOffers([found], await marketNow())),
    referenceLists(),
  ])
  return [...labels, { method: 'GET', path: fillPath(routes.markets.showOffer.path, { id: uuid }), body: offer }]
}

/** What the record's SongDetails labels its era and genre with (useEraLabel, useGenreCodeLabel). */
function referenceLists(): Promise<PrimedAnswer[]> {
  return Promise.all([primedReferenceList('eras'), primedReferenceList('genres')])
}

registerPagePrimer('/auctions/:uuid', auctionPageAnswers)
registerPagePrimer('/secondary-sale/:uuid', offerPageAnswers)
