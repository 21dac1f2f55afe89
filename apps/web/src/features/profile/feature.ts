import { defineFeature, type NavState } from '../../shared/feature'
import { paths } from '../../shared/paths'
import { placeholderRoute } from '../../shared/ui/placeholderRoute'
import type { en } from './i18n/en'

const strings = () => import('./i18n').then((m) => m.strings)
const placeholder = placeholderRoute<typeof en>('profile', strings)

/** The profile link needs a nickname; guests are sent to sign in instead. */
const profileHref = (state: NavState) =>
  state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn

/** Artist and fan profiles, events and subscribers (spec 002 §2); screens to come. */
export const profileFeature = defineFeature({
  namespace: 'profile',
  strings,
  routes: [
    placeholder('/profile/:nickName', 'profile', { guarded: true }),
    placeholder('/profile/:nickName/events', 'profileEvents', { guarded: true }),
    placeholder('/profile/:nickName/events/:id', 'event'),
    placeholder('/profile/:nickName/subscribers', 'subscribers'),
  ],
  nav: [
    {
      key: 'profile',
      label: 'profile',
      icon: 'profile',
      href: profileHref,
      side: { order: 40, when: (state) => state.loggedIn },
      bottom: { order: 20 },
    },
  ],
})
