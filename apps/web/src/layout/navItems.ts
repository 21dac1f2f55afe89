import type { IconName } from '@kobza/design-system'
import type { StoredUser } from '@kobza/api-client'
import type { Translation } from '../i18n/locales/en'
import { paths } from '../routes/paths'

export type NavLabel = keyof Translation['nav']

/** What a navigation entry is, before it is translated and drawn. */
export interface NavSpec {
  key: string
  label: NavLabel
  icon: IconName
  /** A destination; entries without one are actions. */
  href?: string
  action?: 'addPost' | 'toggleMenu' | 'signOut'
}

export interface NavState {
  loggedIn: boolean
  isArtist: boolean
  user: StoredUser | null
}

/** The profile link needs a nickname; guests are sent to sign in instead. */
const profileHref = (state: NavState) =>
  state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn

/**
 * Desktop side navigation (spec 000 §2): search, home, video, profile and chat for signed-in
 * users only, hall of fame, auctions, secondary market.
 */
export function sideNavItems(state: NavState): NavSpec[] {
  const items: NavSpec[] = [
    { key: 'search', label: 'search', icon: 'search', href: paths.search },
    { key: 'home', label: 'home', icon: 'home', href: paths.home },
    { key: 'video', label: 'video', icon: 'video', href: paths.video },
  ]
  if (state.loggedIn) {
    items.push(
      { key: 'profile', label: 'profile', icon: 'profile', href: profileHref(state) },
      { key: 'chat', label: 'chat', icon: 'chat', href: paths.chat }
    )
  }
  items.push(
    { key: 'hallOfFame', label: 'hallOfFame', icon: 'trophy', href: paths.hallOfFame },
    { key: 'auctions', label: 'auctions', icon: 'gavel', href: paths.auctions },
    { key: 'secondaryMarket', label: 'secondaryMarket', icon: 'market', href: paths.secondarySale }
  )
  return items
}

/**
 * Phone bottom bar (spec 000 §2): home, profile, chat, add-post for artists, menu toggle.
 * Guests keep profile and chat; both lead to sign in.
 */
export function bottomBarItems(state: NavState): NavSpec[] {
  const items: NavSpec[] = [
    { key: 'home', label: 'home', icon: 'home', href: paths.home },
    { key: 'profile', label: 'profile', icon: 'profile', href: profileHref(state) },
    { key: 'chat', label: 'chat', icon: 'chat', href: paths.chat },
  ]
  if (state.isArtist) items.push({ key: 'addPost', label: 'addPost', icon: 'plus', action: 'addPost' })
  items.push({ key: 'menu', label: 'menu', icon: 'menu', action: 'toggleMenu' })
  return items
}

/** Phone menu (spec 000 §2): the rest of the navigation, then Sign out (or Sign In for guests) in its footer. */
export function mobileMenuItems(): NavSpec[] {
  return [
    { key: 'hallOfFame', label: 'hallOfFame', icon: 'trophy', href: paths.hallOfFame },
    { key: 'auctions', label: 'auctions', icon: 'gavel', href: paths.auctions },
    { key: 'secondaryMarket', label: 'secondaryMarket', icon: 'market', href: paths.secondarySale },
    { key: 'settings', label: 'settings', icon: 'settings', href: paths.settings },
    { key: 'search', label: 'search', icon: 'search', href: paths.search },
    { key: 'video', label: 'videoCongratulations', icon: 'video', href: paths.video },
  ]
}

/** Whether `href` is the section the user is in; home only on exactly '/'. */
export function isActive(href: string, pathname: string): boolean {
  const path = href.split('?')[0] ?? href
  if (path === paths.home) return pathname === paths.home
  return pathname === path || pathname.startsWith(`${path}/`)
}
