import { defineFeature, featureScreens, type NavState } from '../../shared/feature'
import { paths } from '../../shared/paths'

const strings = () => import('./i18n').then((m) => m.strings)
// The profile page holds the catalogue's content box, whose strings are the catalogue's.
const catalogueStrings = () => import('../catalogue/public').then((m) => m.catalogueStrings())
const screen = featureScreens('profile', strings, { catalogue: catalogueStrings })

const ProfileScreen = screen(() => import('./screens/ProfileScreen').then((m) => m.ProfileScreen))
const SubscribersScreen = screen(() => import('./screens/SubscribersScreen').then((m) => m.SubscribersScreen))
const InvitationScreen = screen(() => import('./screens/InvitationScreen').then((m) => m.InvitationScreen))

/** The profile link needs a nickname; guests are sent to sign in instead. */
const profileHref = (state: NavState) =>
  state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn

/** Artist and fan profiles, the artist's subscribers and subscriber invitations (spec 000 §2, 001 §2). */
export const profileFeature = defineFeature({
  namespace: 'profile',
  strings,
  routes: [
    { path: '/profile/:nickName', title: 'profile', guarded: true, element: <ProfileScreen /> },
    { path: '/profile/:nickName/subscribers', title: 'subscribers', guarded: true, element: <SubscribersScreen /> },
    // The link of the invitation e-mail (POST /subscribers/invitations/:key accepts it).
    { path: '/subscriptions/invitation', title: 'invitation', guarded: true, element: <InvitationScreen /> },
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
