import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const placeholder = placeholderRoute<typeof en>('search')

/** Search (spec 002 §2); screens to come. */
export const searchFeature = defineFeature({
  namespace: 'search',
  strings: { en, uk },
  routes: [placeholder('/search', 'search', { guarded: true })],
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
