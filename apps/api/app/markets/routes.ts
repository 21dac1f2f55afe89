import { mounts, routes } from '@kobza/contract/routes'
import { endpointRoute, mountRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'
import '#markets/auctions_primer'
import '#markets/market_record_primers'
import '#markets/page_heads'

const LedgerController = () => import('#markets/ledger_controller')
const AuctionsController = () => import('#markets/auctions_controller')
const OffersController = () => import('#markets/offers_controller')
const { markets } = routes

endpointRoute(markets.ledgerConfig, [LedgerController, 'config'])
endpointRoute(markets.myLedgerAccount, [LedgerController, 'myAccount']).use(middleware.auth())

// Static paths before the `:id` ones.
endpointRoute(markets.listAuctions, [AuctionsController, 'index'])
endpointRoute(markets.searchAuctions, [AuctionsController, 'search'])
endpointRoute(markets.showAuction, [AuctionsController, 'show'])
endpointRoute(markets.createAuction, [AuctionsController, 'store']).use(middleware.auth())
endpointRoute(markets.recordBid, [AuctionsController, 'bid']).use(middleware.auth())
endpointRoute(markets.finishAuction, [AuctionsController, 'finish']).use(middleware.auth())
endpointRoute(markets.generateTokenId, [AuctionsController, 'generateToken']).use(middleware.auth())
endpointRoute(markets.availableSongs, [AuctionsController, 'availableSongs']).use(middleware.auth())

endpointRoute(markets.listOffers, [OffersController, 'index'])
endpointRoute(markets.availableTokens, [OffersController, 'availableTokens']).use(middleware.auth())
endpointRoute(markets.showOffer, [OffersController, 'show'])
endpointRoute(markets.createOffer, [OffersController, 'store']).use(middleware.auth())
endpointRoute(markets.buyOffer, [OffersController, 'buy']).use(middleware.auth())

// After the routes above: the node's own routes take whatever else comes under /api/v1/ledger.
mountRoute(mounts.markets.ledgerNode, [LedgerController, 'handle'])
