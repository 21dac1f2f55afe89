import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('chat', strings)

/** Private conversations of subscribers with their artists (spec 002 §2); screens to come. */
export const chatFeature = defineFeature({
  namespace: 'chat',
  strings,
  routes: [placeholder('/chat', 'chat', { guarded: true, chrome: 'wide' })],
  nav: [
    {
      key: 'chat',
      label: 'chat',
      icon: 'chat',
      href: paths.chat,
      side: { order: 50, when: (state) => state.loggedIn },
      bottom: { order: 30 },
    },
  ],
})
