import { defineFeature, featureScreens } from '../../shared/feature'
import { paths } from '../../shared/paths'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('feed', strings)

const HomeScreen = screen(() => import('./screens/HomeScreen').then((m) => m.HomeScreen))

/** The home screen (spec 000 §2): genres and, to come, the feed of posts. */
export const feedFeature = defineFeature({
  namespace: 'feed',
  strings,
  routes: [{ path: '/', title: 'home', element: <HomeScreen /> }],
  nav: [{ key: 'home', label: 'home', icon: 'home', href: paths.home, side: { order: 20 }, bottom: { order: 10 } }],
})
