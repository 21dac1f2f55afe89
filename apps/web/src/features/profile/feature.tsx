import { featureOf, navEntry, type NavState } from '../../shared/feature'
import { paths } from '../../shared/paths'

// The profile page holds the catalogue's content box, whose strings are the catalogue's.
const catalogueStrings = () => import('../catalogue/public').then((m) => m.catalogueStrings())
const { screen, define } = featureOf('profile', () => import('./i18n').then((m) => m.strings), {
  catalogue: catalogueStrings,
})

const ProfileScreen = screen(() => import('./screens/ProfileScreen').then((m) => m.ProfileScreen))
const SubscribersScreen = screen(() => import('./screens/SubscribersScreen').then((m) => m.SubscribersScreen))
const InvitationScreen = screen(() => import('./screens/InvitationScreen').then((m) => m.InvitationScreen))
const ProfilePreview = screen(() => import('./screens/ProfilePreview').then((m) => m.ProfilePreview))

/** The profile link needs a nickname; guests are sent to sign in instead. */
const profileHref = (state: NavState) =>
  state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn

/** Artist and fan profiles, the artist's subscribers and subscriber invitations (spec 000 §2, 001 §2). */
export const profileFeature = define({
  routes: [
    {
      path: '/profile/:nickName',
      title: 'profile',
      guarded: true,
      element: <ProfileScreen />,
      guestPreview: <ProfilePreview />,
    },
    { path: '/profile/:nickName/subscribers', title: 'subscribers', guarded: true, element: <SubscribersScreen /> },
    // The link of the invitation e-mail (POST /subscribers/invitations/:key accepts it).
    { path: '/subscriptions/invitation', title: 'invitation', guarded: true, element: <InvitationScreen /> },
  ],
  nav: [
    navEntry('profile', 'profile', profileHref, {
      side: { order: 40, when: (state) => state.loggedIn },
      bottom: { order: 20 },
    }),
  ],
})
