import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { storageKeys } from '@kobza/api-client'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../test/renderApp'

const desktop = { width: 1280, height: 900 }
const phone = { width: 375, height: 812 }

/**
 * Both navigations are in the page and CSS shows the one the window's width calls for (jsdom
 * applies no stylesheet; e2e/tests/shell.mobile.spec.ts sees it): the side navigation comes
 * before the page, the bottom bar after it.
 */
async function mainNav(viewport: { width: number } = desktop) {
  const navigations = await screen.findAllByRole('navigation', { name: 'Main navigation' })
  expect(navigations).toHaveLength(2)
  return viewport.width < 600 ? navigations[1]! : navigations[0]!
}

describe('desktop navigation', () => {
  it('shows guests the public sections and a Sign In button', async () => {
    renderApp({ viewport: desktop })
    const nav = await mainNav()
    for (const name of ['Search', 'Home', 'Video', 'Hall of fame', 'Auctions', 'Secondary Market']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()
    }
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in')
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('button', { name: 'Add post' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows a signed-in fan profile, chat and a sign-out icon, but no add-post', async () => {
    renderApp({ viewport: desktop, user: fan })
    const nav = await mainNav()
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/listener')
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat')
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('button', { name: 'Add post' })).not.toBeInTheDocument()
  })

  it('gives artists an add-post button while the window is taller than 800 px', async () => {
    renderApp({ viewport: desktop, user: artist })
    const nav = await mainNav()
    await within(nav).findByRole('button', { name: 'Add post' })
  })

  it('hides the add-post button at a window height of 800 px', async () => {
    renderApp({ viewport: { width: 1280, height: 800 }, user: artist })
    const nav = await mainNav()
    expect(within(nav).queryByRole('button', { name: 'Add post' })).not.toBeInTheDocument()
  })

  it('signs out: calls the logout action, forgets the session and shows the Sign In button again', async () => {
    const api = fakeApi({ 'POST /api/v1/login/logout/u-fan': () => jsonResponse(200, {}) })
    const { user } = renderApp({ viewport: desktop, user: fan, fetch: api, path: '/auctions' })
    const nav = await mainNav()
    await user.click(within(nav).getByRole('button', { name: 'Sign out' }))
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(api.calls).toContain('POST /api/v1/login/logout/u-fan')
    expect(localStorage.getItem(storageKeys.loggedIn)).toBeNull()
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull()
  })
})

describe('mobile navigation', () => {
  it("shows the bottom bar with the spec's entries", async () => {
    renderApp({ viewport: phone, user: fan })
    const bar = await mainNav(phone)
    expect(within(bar).getAllByRole('listitem')).toHaveLength(4)
    for (const name of ['Home', 'Profile', 'Chat']) expect(within(bar).getByRole('link', { name })).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    expect(within(bar).queryByRole('link', { name: 'Auctions' })).not.toBeInTheDocument()
  })

  it('adds the add-post button for artists', async () => {
    renderApp({ viewport: phone, user: artist })
    const bar = await mainNav(phone)
    expect(within(bar).getByRole('button', { name: 'Add post' })).toBeInTheDocument()
  })

  it('opens a menu with the user, the other sections and Sign out, and closes it on navigation', async () => {
    const { user, location } = renderApp({ viewport: phone, user: artist })
    const bar = await mainNav(phone)
    await user.click(within(bar).getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByText('ДахаБраха')).toBeInTheDocument()
    expect(within(menu).getByText('@dakhabrakha')).toBeInTheDocument()
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual([
      'Hall of fame',
      'Auctions',
      'Secondary Market',
      'Settings',
      'Search',
      'Video Congratulations',
    ])
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    await user.click(within(menu).getByRole('link', { name: 'Auctions' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    // The navigation commits once the destination's lazy screen has loaded.
    await waitFor(() => expect(location.current?.pathname).toBe('/auctions'))
  })

  it('offers guests Sign In in the menu', async () => {
    const { user } = renderApp({ viewport: phone })
    await user.click(within(await mainNav(phone)).getByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in')
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
  })

  it('shows guests a Sign In button on the home screen', async () => {
    renderApp({ viewport: phone })
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in')
  })
})
