import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('search', () => import('./i18n').then((m) => m.strings))

const SearchScreen = screen(() => import('./screens/SearchScreen').then((m) => m.SearchScreen))

/** Site-wide search for artists, songs and events (spec 001 §2, §4). */
export const searchFeature = define({
  routes: [{ path: '/search', title: 'search', guarded: true, element: <SearchScreen /> }],
  nav: [navEntry('search', 'search', paths.search, { side: { order: 10 }, menu: { order: 50 } })],
})
