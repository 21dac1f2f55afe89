import { defineFeature, navEntry } from '../../shared/feature'
import { provideNamespace } from '../../shared/i18n/namespaces'
import { paths } from '../../shared/paths'
import { strings as feedStrings } from './i18n'
import { HomeScreen } from './screens/HomeScreen'

/*
 * Unlike other screens, Home is not lazy and its strings ship with the shell: it is what `/`
 * shows, and a lazy chunk would cost a phone a round trip (and React a suspended render) before
 * the first post. Its rarer parts (the composer, comments) stay lazy inside it.
 */
provideNamespace('feed', feedStrings)
const strings = () => Promise.resolve(feedStrings)

/** The home screen (spec 000 §2): genres and, to come, the feed of posts. */
export const feedFeature = defineFeature({
  namespace: 'feed',
  strings,
  routes: [{ path: '/', title: 'home', element: <HomeScreen /> }],
  nav: [navEntry('home', 'home', paths.home, { side: { order: 20 }, bottom: { order: 10 } })],
})
