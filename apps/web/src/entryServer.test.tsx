import { describe, expect, it } from 'vitest'
import { fillPath, routes } from '@kobza/contract/routes'
import type { ArtistProfile, PrimedAnswer } from '@kobza/contract'
import { renderPage } from './entry-server'
import { artistProfile } from './features/profile/testing/fakes'

/*
 * The server's render of a guarded route (issue 35): a profile's URL gets the profile's guest
 * preview, from the answer apps/api's profile primer gives, and says it is one (the server then
 * marks the page so the app replaces it rather than hydrating it).
 */
const asGuestSees: ArtistProfile = { ...artistProfile, levelSubscription: 'UNSUBSCRIBED' }
const profileAnswer: PrimedAnswer = {
  method: 'GET',
  path: fillPath(routes.profiles.profile.path, { id: 'dakhabrakha' }),
  body: asGuestSees,
}

describe('the server render of a guarded route', () => {
  it('draws a profile’s head and why the rest asks to sign in, as a preview', async () => {
    const page = await renderPage('/profile/dakhabrakha', 'en', [profileAnswer])
    expect(page.preview).toBe(true)
    expect(page.html).toContain('ДахаБраха')
    expect(page.html).toContain('@<!-- -->dakhabrakha')
    expect(page.html).toContain('Етно-хаос із Києва')
    expect(page.html).toContain('https://instagram.com/dakhabrakha')
    expect(page.html).toContain('ДахаБраха’s posts, songs and events are open to members.')
    expect(page.html).toMatch(/<a[^>]*href="\/sign-in"[^>]*>Sign In<\/a>/)
    // Nothing a guest could act on: no buttons of the profile's own view.
    expect(page.html).not.toContain('role="group"')
  })

  it('in Ukrainian, in Ukrainian', async () => {
    const page = await renderPage('/profile/dakhabrakha', 'uk', [profileAnswer])
    expect(page.html).toContain('Дописи, пісні та події ДахаБраха відкриті для учасників.')
  })

  it('a listener’s preview names no songs or events', async () => {
    const listener: PrimedAnswer = { ...profileAnswer, body: { ...asGuestSees, authorities: [] } }
    const page = await renderPage('/profile/dakhabrakha', 'en', [listener])
    expect(page.html).toContain('ДахаБраха’s profile is open to members.')
    expect(page.html).not.toContain('songs and events')
  })

  it('draws no head without the profile’s answer', async () => {
    const page = await renderPage('/profile/dakhabrakha', 'en', [])
    expect(page.preview).toBe(true)
    expect(page.html).not.toContain('ДахаБраха')
  })

  it('an open route is a render to hydrate, not a preview', async () => {
    const page = await renderPage('/terms-and-conditions', 'en', [])
    expect(page.preview).toBe(false)
  })
})
