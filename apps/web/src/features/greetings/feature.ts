import { defineFeature } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('greetings', strings)

/** Video greetings (spec 002 §2): a fan's orders and an artist's incoming ones; screens to come. */
export const greetingsFeature = defineFeature({
  namespace: 'greetings',
  strings,
  routes: [placeholder('/video', 'video', { guarded: true }), placeholder('/profile/:nickName/video', 'profileVideo')],
  nav: [
    {
      key: 'video',
      label: 'video',
      icon: 'video',
      href: paths.video,
      side: { order: 30 },
      menu: { order: 60, label: 'videoCongratulations' },
    },
  ],
})
