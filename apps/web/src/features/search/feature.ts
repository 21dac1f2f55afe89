import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('search', strings)

/** Search (spec 002 §2); screens to come. */
export const searchFeature = defineFeature({
  namespace: 'search',
  strings,
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
