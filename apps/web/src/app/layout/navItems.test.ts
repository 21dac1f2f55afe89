import { describe, expect, it } from 'vitest'
import { artist, fan } from '../../test/renderApp'
import { bottomBarItems, isActive, mobileMenuItems, sideNavItems, type NavState } from './navItems'

const guest: NavState = { loggedIn: false, isArtist: false, user: null }
const fanState: NavState = { loggedIn: true, isArtist: false, user: fan }
const artistState: NavState = { loggedIn: true, isArtist: true, user: artist }
const keys = (items: { key: string }[]) => items.map((item) => item.key)

describe('side navigation', () => {
  it('hides profile and chat from guests', () => {
    expect(keys(sideNavItems(guest))).toEqual(['search', 'home', 'video', 'hallOfFame', 'auctions', 'secondaryMarket'])
  })

  it('adds profile and chat for signed-in users, the profile pointing at their own page', () => {
    const items = sideNavItems(fanState)
    expect(keys(items)).toEqual([
      'search',
      'home',
      'video',
      'profile',
      'chat',
      'hallOfFame',
      'auctions',
      'secondaryMarket',
    ])
    expect(items.find((item) => item.key === 'profile')?.href).toBe('/profile/listener')
    expect(items.find((item) => item.key === 'search')?.href).toBe('/search?page=1')
  })
})

describe('bottom bar', () => {
  it('offers add-post to artists only', () => {
    expect(keys(bottomBarItems(fanState))).toEqual(['home', 'profile', 'chat', 'menu'])
    expect(keys(bottomBarItems(artistState))).toEqual(['home', 'profile', 'chat', 'addPost', 'menu'])
  })

  it('sends guests to sign in from profile', () => {
    expect(bottomBarItems(guest).find((item) => item.key === 'profile')?.href).toBe('/sign-in')
    expect(keys(bottomBarItems(guest))).toEqual(['home', 'profile', 'chat', 'menu'])
  })

  it('encodes the nickname in the profile link', () => {
    const odd = { ...artistState, user: { ...artist, nickName: 'a b/c' } }
    expect(bottomBarItems(odd).find((item) => item.key === 'profile')?.href).toBe('/profile/a%20b%2Fc')
  })
})

describe('mobile menu', () => {
  it('lists the spec entries in order', () => {
    expect(keys(mobileMenuItems())).toEqual([
      'hallOfFame',
      'auctions',
      'secondaryMarket',
      'settings',
      'search',
      'video',
    ])
  })
})

describe('isActive', () => {
  it('marks home only on exactly /', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/', '/auctions')).toBe(false)
  })

  it('marks a section on its sub-pages and ignores the query', () => {
    expect(isActive('/auctions', '/auctions/abc')).toBe(true)
    expect(isActive('/search?page=1', '/search')).toBe(true)
    expect(isActive('/hall-of-fame', '/hall-of-famers')).toBe(false)
  })
})
