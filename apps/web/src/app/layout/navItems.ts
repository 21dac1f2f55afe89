import type { NavEntry, NavLabel, NavState } from '../../shared/feature'
import type { IconName } from '@kobza/design-system'
import { paths } from '../../shared/paths'
import { features } from '../features'

export type { NavLabel, NavState }

/** What a navigation entry is, before it is translated and drawn. */
export interface NavSpec {
  key: string
  label: NavLabel
  icon: IconName
  /** A destination; entries without one are actions. */
  href?: string
  action?: 'addPost' | 'toggleMenu' | 'signOut'
}

const entries: NavEntry[] = features.flatMap((feature) => feature.nav ?? [])

function place(
  state: NavState,
  position: (entry: NavEntry) => { order: number; label?: NavLabel; when?: (state: NavState) => boolean } | undefined
): (NavSpec & { order: number })[] {
  return entries.flatMap((entry) => {
    const at = position(entry)
    if (!at || (at.when && !at.when(state))) return []
    const href = typeof entry.href === 'string' ? entry.href : entry.href(state)
    return [{ key: entry.key, label: at.label ?? entry.label, icon: entry.icon, href, order: at.order }]
  })
}

const inOrder = (items: (NavSpec & { order: number })[]): NavSpec[] =>
  items.sort((a, b) => a.order - b.order).map(({ order: _order, ...spec }) => spec)

/**
 * Desktop side navigation (spec 000 §2): search, home, video, profile and chat for signed-in
 * users only, hall of fame, auctions, secondary market.
 */
export function sideNavItems(state: NavState): NavSpec[] {
  return inOrder(place(state, (entry) => entry.side))
}

/**
 * Phone bottom bar (spec 000 §2): home, profile, chat, add-post for artists, menu toggle.
 * Guests keep profile and chat; both lead to sign in.
 */
export function bottomBarItems(state: NavState): NavSpec[] {
  const items = inOrder(place(state, (entry) => entry.bottom))
  if (state.isArtist) items.push({ key: 'addPost', label: 'addPost', icon: 'plus', action: 'addPost' })
  items.push({ key: 'menu', label: 'menu', icon: 'menu', action: 'toggleMenu' })
  return items
}

/** Phone menu (spec 000 §2): the rest of the navigation, then Sign out (or Sign In for guests) in its footer. */
export function mobileMenuItems(): NavSpec[] {
  // The menu's entries are the same for everyone.
  return inOrder(place({ loggedIn: false, isArtist: false, user: null }, (entry) => entry.menu))
}

/** Whether `href` is the section the user is in; home only on exactly '/'. */
export function isActive(href: string, pathname: string): boolean {
  const path = href.split('?')[0] ?? href
  if (path === paths.home) return pathname === paths.home
  return pathname === path || pathname.startsWith(`${path}/`)
}
