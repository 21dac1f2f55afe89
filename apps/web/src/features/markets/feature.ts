import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('markets', strings)

/** Royalty token markets: auctions (initial sales) and the secondary market (spec 002 §2); screens to come. */
export const marketsFeature = defineFeature({
  namespace: 'markets',
  strings,
  routes: [
    placeholder('/auctions', 'auctions'),
    placeholder('/auctions/:uuid', 'auction'),
    placeholder('/add-initial-sale', 'addInitialSale'),
    placeholder('/secondary-sale', 'secondarySale'),
    placeholder('/secondary-sale/:uuid', 'secondaryOffer'),
    placeholder('/sell-tokens', 'sellTokens'),
  ],
  nav: [
    {
      key: 'auctions',
      label: 'auctions',
      icon: 'gavel',
      href: paths.auctions,
      side: { order: 70 },
      menu: { order: 20 },
    },
    {
      key: 'secondaryMarket',
      label: 'secondaryMarket',
      icon: 'market',
      href: paths.secondarySale,
      side: { order: 80 },
      menu: { order: 30 },
    },
  ],
})
