import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('markets', () => import('./i18n').then((m) => m.strings))

const AuctionsScreen = screen(() => import('./screens/AuctionsScreen').then((m) => m.AuctionsScreen))
const AuctionScreen = screen(() => import('./screens/AuctionScreen').then((m) => m.AuctionScreen))
const AddInitialSaleScreen = screen(() => import('./screens/AddInitialSaleScreen').then((m) => m.AddInitialSaleScreen))
const OffersScreen = screen(() => import('./screens/OffersScreen').then((m) => m.OffersScreen))
const OfferScreen = screen(() => import('./screens/OfferScreen').then((m) => m.OfferScreen))
const SellTokensScreen = screen(() => import('./screens/SellTokensScreen').then((m) => m.SellTokensScreen))

/** Royalty token markets: auctions (initial sales) and the secondary market (spec 002 §2). */
export const marketsFeature = define({
  routes: [
    { path: '/auctions', title: 'auctions', element: <AuctionsScreen /> },
    { path: '/auctions/:uuid', title: 'auction', element: <AuctionScreen /> },
    { path: '/add-initial-sale', title: 'addInitialSale', element: <AddInitialSaleScreen /> },
    { path: '/secondary-sale', title: 'secondarySale', element: <OffersScreen /> },
    { path: '/secondary-sale/:uuid', title: 'secondaryOffer', element: <OfferScreen /> },
    { path: '/sell-tokens', title: 'sellTokens', element: <SellTokensScreen /> },
  ],
  nav: [
    navEntry('auctions', 'gavel', paths.auctions, { side: { order: 70 }, menu: { order: 20 } }),
    navEntry('secondaryMarket', 'market', paths.secondarySale, { side: { order: 80 }, menu: { order: 30 } }),
  ],
})
