import { defineFeature, featureScreens } from '../../shared/feature'
import { paths } from '../../shared/paths'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('search', strings)

const SearchScreen = screen(() => import('./screens/SearchScreen').then((m) => m.SearchScreen))

/** Site-wide search for artists, songs and events (spec 001 §2, §4). */
export const searchFeature = defineFeature({
  namespace: 'search',
  strings,
  routes: [{ path: '/search', title: 'search', guarded: true, element: <SearchScreen /> }],
  nav: [
    {
      key: 'search',
      label: 'search',
      icon: 'search',
      href: paths.search,
      side: { order: 10 },
      menu: { order: 50 },
    },
  ],
})
