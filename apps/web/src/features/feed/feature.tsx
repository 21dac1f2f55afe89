import { lazy } from 'react'
import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const HomeScreen = lazy(() => import('./screens/HomeScreen').then((m) => ({ default: m.HomeScreen })))

/** The home screen (spec 000 §2): genres and, to come, the feed of posts. */
export const feedFeature = defineFeature({
  namespace: 'feed',
  strings: { en, uk },
  routes: [{ path: '/', title: 'home', element: <HomeScreen /> }],
  nav: [{ key: 'home', label: 'home', icon: 'home', href: paths.home, side: { order: 20 }, bottom: { order: 10 } }],
})
