import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import { en } from './i18n/en'
import { uk } from './i18n/uk'

const placeholder = placeholderRoute<typeof en>('chat')

/** Private conversations of subscribers with their artists (spec 002 §2); screens to come. */
export const chatFeature = defineFeature({
  namespace: 'chat',
  strings: { en, uk },
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
