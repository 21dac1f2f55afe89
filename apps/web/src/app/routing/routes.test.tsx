import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { artist, fan, renderApp } from '../../test/renderApp'
import { appRoutes } from './routeTable'
import { createI18n } from '../../shared/i18n/i18n'
import { loadNamespace } from '../../shared/i18n/namespaces'
import { features } from '../features'

const guarded = [
  '/search?page=1',
  '/video',
  '/settings',
  '/profile/dakhabrakha',
  '/profile/dakhabrakha/songs',
  '/profile/dakhabrakha/events',
  '/chat',
]

/** A concrete URL for a route pattern. */
const sample = (path: string) =>
  path === '*' ? '/no-such-page' : path.replace(':nickName', 'dakhabrakha').replace(/:\w+/g, '42')

describe('route guards', () => {
  it.each(guarded)('sends a guest from %s to /sign-in', async (path) => {
    const { location } = renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
    expect(location.current?.pathname).toBe('/sign-in')
    // Sign-in can bring the visitor back where they were going.
    expect(location.current?.state).toEqual({ from: path })
  })

  it.each(guarded)('lets a signed-in user open %s', async (path) => {
    const { location } = renderApp({ path, user: fan })
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Sign In')
    expect(location.current?.pathname).toBe(path.split('?')[0])
  })

  it.each([
    '/profile/dakhabrakha/events/7',
    '/profile/dakhabrakha/playlist/3',
    '/auctions',
    '/secondary-sale/9',
    '/hall-of-fame',
  ])('keeps %s open to guests', async (path) => {
    const { location } = renderApp({ path })
    await screen.findByRole('heading', { level: 1 })
    expect(location.current?.pathname).toBe(path)
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The route's English title, from the namespace of the feature that declares it. */
async function englishTitle(namespace: string, title: string) {
  await Promise.all(features.map((feature) => loadNamespace(feature.namespace, feature.strings)))
  return String(createI18n('en').getResource('en', namespace, `titles.${title}`))
}

describe('route table', () => {
  it.each(appRoutes.map((route) => [route.path, route.namespace, route.title] as const))(
    '%s renders a titled screen',
    async (path, namespace, title) => {
      const expected = await englishTitle(namespace, title)
      renderApp({ path: sample(path), user: artist })
      // The songs page greets its owner (the sample artist) with 'My Songs' (spec 001 §2).
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: path === '/profile/:nickName/songs' ? 'My Songs' : new RegExp(`^${escape(expected)}$`, 'i'),
      })
      // The legal pages keep the spec's lower-case document titles; otherwise heading and title agree exactly.
      if (path !== '/profile/:nickName/songs')
        expect(heading.textContent?.trim().toLowerCase()).toBe(expected.toLowerCase())
      await waitFor(() => expect(document.title).toBe(`${expected} · Kobza`))
    }
  )

  it('shows "Page not found" for unknown routes', async () => {
    renderApp({ path: '/nope/deeper' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(document.title).toBe('Page not found · Kobza')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('no route shows a coming-soon placeholder any more: every screen of the spec is built', async () => {
    renderApp({ path: '/hall-of-fame' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hall of music Legends' })).toBeInTheDocument()
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument()
  })

  it.each([
    ['/create-playlist', 'New playlist'],
    ['/playlist/hall-of-fame', 'The Legends Playlist'],
    ['/add-initial-sale', 'Initial sale creating'],
    ['/secondary-sale', 'Secondary Market'],
    ['/sell-tokens', 'Secondary sale creating'],
    ['/password/reset', 'Reset password'],
    ['/reset-password', 'Reset password'],
  ])('%s is titled "%s"', async (path, title) => {
    // The initial sale form is for artists; anyone else is sent back (spec 002 §6).
    renderApp({ path, user: path === '/add-initial-sale' ? artist : null })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(document.title).toBe(`${title} · Kobza`)
  })

  it('uses the spec document titles for the legal pages', async () => {
    renderApp({ path: '/privacy-policy' })
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })
    expect(document.title).toBe('privacy policy · Kobza')
  })
})

describe('chrome', () => {
  it.each(['/sign-in', '/sign-up', '/privacy-policy', '/terms-and-conditions', '/reset-password', '/password/reset'])(
    'hides the navigation bar on %s',
    async (path) => {
      renderApp({ path, user: fan })
      await screen.findByRole('heading', { level: 1 })
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument()
      // The way home and the language switch stay.
      expect(screen.getByRole('link', { name: 'Kobza home' })).toBeInTheDocument()
      expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument()
    }
  )

  it('shows the footer with legal links and contact details', async () => {
    renderApp({ path: '/auctions' })
    await screen.findByRole('heading', { level: 1, name: 'Auctions' })
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('support@kobza.ua')
    expect(footer).toHaveTextContent('+380 44 000 00 00')
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions')
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(screen.getByRole('link', { name: 'support@kobza.ua' })).toHaveAttribute('href', 'mailto:support@kobza.ua')
    expect(screen.getByRole('link', { name: '+380 44 000 00 00' })).toHaveAttribute('href', 'tel:+380440000000')
  })
})
