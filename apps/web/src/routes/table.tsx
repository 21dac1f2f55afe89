import { lazy, type ReactNode } from 'react'
import { NotFoundScreen } from '../screens/NotFoundScreen'
import type { PlaceholderKey } from '../screens/PlaceholderScreen'
import type { Chrome, TitleKey } from './handle'

/*
 * Each screen is its own chunk, so `/` downloads only the shell and the home screen. Routes
 * are declarative (<Routes>) rather than a data router: the data router adds ~19 KB gzip to the
 * first download, and data loading lives in TanStack Query anyway.
 */
const HomeScreen = lazy(() => import('../screens/HomeScreen').then((m) => ({ default: m.HomeScreen })))
const SignInScreen = lazy(() => import('../screens/SignInScreen').then((m) => ({ default: m.SignInScreen })))
const SignUpScreen = lazy(() => import('../screens/SignUpScreen').then((m) => ({ default: m.SignUpScreen })))
const ResetPasswordScreen = lazy(() =>
  import('../screens/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen }))
)
const SettingsScreen = lazy(() => import('../screens/SettingsScreen').then((m) => ({ default: m.SettingsScreen })))
const PrivacyScreen = lazy(() => import('../screens/PrivacyScreen').then((m) => ({ default: m.PrivacyScreen })))
const TermsScreen = lazy(() => import('../screens/TermsScreen').then((m) => ({ default: m.TermsScreen })))
const PlaceholderScreen = lazy(() =>
  import('../screens/PlaceholderScreen').then((m) => ({ default: m.PlaceholderScreen }))
)

export interface AppRoute {
  path: string
  title: TitleKey
  chrome?: Chrome
  /** Guests are sent to /sign-in (see the note on `appRoutes`). */
  guarded?: boolean
  element: ReactNode
}

/** A screen that is not built yet: its route, title and a 'coming soon' page. */
function placeholder(path: string, screen: PlaceholderKey, extra: Pick<AppRoute, 'chrome' | 'guarded'> = {}): AppRoute {
  return { path, title: screen, ...extra, element: <PlaceholderScreen screen={screen} /> }
}

/**
 * The route table of spec 002 §2.
 *
 * Guards: the 002 table flags profile, profile songs, profile events and chat; spec 000 §6 and
 * 001 §2 also send guests from /search, /video and /settings to sign in, while the 002 table
 * marks those three open. The stricter reading is applied: all seven need a signed-in user.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', title: 'home', element: <HomeScreen /> },
  { path: '/sign-in', title: 'signIn', chrome: 'bare', element: <SignInScreen /> },
  { path: '/sign-up', title: 'signUp', chrome: 'bare', element: <SignUpScreen /> },
  { path: '/reset-password', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
  { path: '/password/reset', title: 'resetPassword', chrome: 'bare', element: <ResetPasswordScreen /> },
  { path: '/privacy-policy', title: 'privacy', chrome: 'bare', element: <PrivacyScreen /> },
  { path: '/terms-and-conditions', title: 'terms', chrome: 'bare', element: <TermsScreen /> },
  placeholder('/search', 'search', { guarded: true }),
  placeholder('/video', 'video', { guarded: true }),
  { path: '/settings', title: 'settings', guarded: true, element: <SettingsScreen /> },
  placeholder('/profile/:nickName', 'profile', { guarded: true }),
  placeholder('/profile/:nickName/songs', 'profileSongs', { guarded: true }),
  placeholder('/profile/:nickName/playlist/:id', 'playlist'),
  placeholder('/profile/:nickName/events', 'profileEvents', { guarded: true }),
  placeholder('/profile/:nickName/events/:id', 'event'),
  placeholder('/profile/:nickName/subscribers', 'subscribers'),
  placeholder('/profile/:nickName/video', 'profileVideo'),
  placeholder('/create-playlist', 'createPlaylist'),
  placeholder('/chat', 'chat', { guarded: true, chrome: 'wide' }),
  placeholder('/hall-of-fame', 'hallOfFame'),
  placeholder('/hall-of-fame/:uuid', 'legend'),
  placeholder('/playlist/hall-of-fame', 'legendsPlaylist'),
  placeholder('/induct-a-legend', 'induct'),
  placeholder('/auctions', 'auctions'),
  placeholder('/auctions/:uuid', 'auction'),
  placeholder('/add-initial-sale', 'addInitialSale'),
  placeholder('/secondary-sale', 'secondarySale'),
  placeholder('/secondary-sale/:uuid', 'secondaryOffer'),
  placeholder('/sell-tokens', 'sellTokens'),
  { path: '*', title: 'notFound', element: <NotFoundScreen /> },
]
