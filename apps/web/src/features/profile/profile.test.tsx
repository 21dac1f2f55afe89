import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storageKeys } from '@kobza/api-client'
import { profileMessages } from '@kobza/contract'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../test/renderApp'
import { artistProfile } from './testing/fakes'

const visitorView = { ...artistProfile, levelSubscription: 'UNSUBSCRIBED' as const }
// The first visit loads the screen's chunk and two namespaces: more than the default second on a busy machine.
const slow = { timeout: 5000 }
const profileHeading = () => screen.findByRole('heading', { level: 2, name: 'ДахаБраха' }, slow)

describe('profile page', () => {
  it('shows the head, social links in a new tab, the owner bar and the content box to the owner', async () => {
    renderApp({ path: '/profile/dakhabrakha', user: artist })
    await profileHeading()
    expect(screen.getByText('@dakhabrakha')).toBeInTheDocument()
    expect(screen.getByText('Етно-хаос із Києва')).toBeInTheDocument()
    const instagram = screen.getByRole('link', { name: /Instagram/ })
    expect(instagram).toHaveAttribute('target', '_blank')
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    const bar = screen.getByRole('navigation', { name: 'Artist navigation' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Profile', 'Songs', 'Events', 'Video Congratulations', 'Earnings', 'Subscribers'])
    expect(within(bar).getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/profile/dakhabrakha/earnings')
    expect(await screen.findByRole('button', { name: 'Play Весна' })).toBeInTheDocument()
    expect(screen.getByText('3:05')).toBeInTheDocument()
  })

  it("shows a visitor no Edit, no owner bar, and a song menu that shares but can't delete", async () => {
    const api = fakeApi({ 'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, visitorView) })
    renderApp({ path: '/profile/dakhabrakha', user: fan, fetch: api })
    await profileHeading()
    expect(await screen.findByRole('button', { name: 'Play Весна' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Artist navigation' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'More actions for Весна' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link', 'Copy embed code'])
  })

  it('shows a non-artist owner only the head', async () => {
    const fanProfile = { ...artistProfile, uuid: 'u-fan', nickName: 'listener', authorities: [] }
    const api = fakeApi({ 'GET /api/v1/profiles/listener': () => jsonResponse(200, fanProfile) })
    renderApp({ path: '/profile/listener', user: fan, fetch: api })
    await screen.findByRole('button', { name: 'Edit' }, slow)
    expect(screen.queryByRole('navigation', { name: 'Artist navigation' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Songs' })).not.toBeInTheDocument()
  })

  it('says when no profile has the nickname', async () => {
    renderApp({ path: '/profile/nobody', user: fan })
    expect(await screen.findByRole('heading', { name: 'Profile not found' }, slow)).toBeInTheDocument()
  })

  it('edits: checks the nickname, saves, goes to the new URL and updates the stored user', async () => {
    let sent: FormData | undefined
    const api = fakeApi({
      'PATCH /api/v1/profiles/u-artist': (init) => {
        sent = init.body as FormData
        return jsonResponse(200, { ...artistProfile, nickName: 'dakha', description: 'Нове' })
      },
    })
    const { user, location } = renderApp({ path: '/profile/dakhabrakha', user: artist, fetch: api })
    await profileHeading()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    // The form loads when first opened.
    const nick = await screen.findByRole('textbox', { name: 'Nickname' }, slow)
    await user.clear(nick)
    await user.type(nick, 'dakha brakha')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(profileMessages.nickNameFormat)).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.clear(nick)
    await user.type(nick, 'dakha')
    await user.clear(screen.getByRole('textbox', { name: 'Instagram link' }))
    await user.type(screen.getByRole('textbox', { name: 'Instagram link' }), 'instagram.com/x')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A link must start with http:// or https://')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'Instagram link' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(location.current?.pathname).toBe('/profile/dakha'))
    expect(sent?.get('nickName')).toBe('dakha')
    expect(sent?.get('socialLinkInstagram')).toBe('')
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toMatchObject({ nickName: 'dakha' })
  })

  it('shows the server refusal of a taken nickname under the field', async () => {
    const api = fakeApi({
      'PATCH /api/v1/profiles/u-artist': () =>
        jsonResponse(422, { errors: [{ message: profileMessages.nickNameTaken, field: 'nickName' }] }),
    })
    const { user, location } = renderApp({ path: '/profile/dakhabrakha', user: artist, fetch: api })
    await profileHeading()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(profileMessages.nickNameTaken)).toBeInTheDocument()
    expect(location.current?.pathname).toBe('/profile/dakhabrakha')
  })

  it('Cancel leaves edit mode and keeps the profile as it was', async () => {
    const { user } = renderApp({ path: '/profile/dakhabrakha', user: artist })
    await profileHeading()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' змінено')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await profileHeading()).toBeInTheDocument()
    expect(screen.getByText('Етно-хаос із Києва')).toBeInTheDocument()
  })
})

describe('subscribers page', () => {
  it('lists subscribers and filters them by the search box', async () => {
    const { user } = renderApp({ path: '/profile/dakhabrakha/subscribers', user: artist })
    expect(await screen.findByRole('link', { name: 'listener' }, slow)).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'zzz')
    expect(await screen.findByText('No subscriber matches “zzz”')).toBeInTheDocument()
  })

  it("shows the spec's empty text", async () => {
    const api = fakeApi({
      'GET /api/v1/subscribers/u-artist': () => jsonResponse(200, { elements: [], totalPages: 0 }),
    })
    renderApp({ path: '/profile/dakhabrakha/subscribers', user: artist, fetch: api })
    expect(await screen.findByText("You don't have any subscriber")).toBeInTheDocument()
  })

  it('edit prices shows the first server error under the rules field', async () => {
    const api = fakeApi({
      'PATCH /api/v1/service-prices/u-artist': () =>
        jsonResponse(422, { errors: [{ message: 'Rules are too long', field: 'rule' }] }),
    })
    const { user } = renderApp({ path: '/profile/dakhabrakha/subscribers', user: artist, fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Edit prices' }, slow))
    // The popup loads when first opened, and its form is made again once the stored prices arrive.
    const price = await screen.findByDisplayValue('100', {}, slow)
    const dialog = screen.getByRole('dialog', { name: 'Edit prices' })
    await user.clear(price)
    await user.type(price, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The price must be at least 1')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '120')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const rules = within(dialog).getByRole('textbox', { name: 'Rules for video congratulations' })
    await waitFor(() => expect(rules).toHaveAccessibleDescription(/Rules are too long/))
  })

  it("add subscriber: Send waits for an e-mail; success shows the spec's text", async () => {
    let body: unknown
    const api = fakeApi({
      'POST /api/v1/subscribers/u-artist': (init) => {
        body = JSON.parse(String(init.body))
        return jsonResponse(200, { message: profileMessages.invitationSent })
      },
    })
    const { user } = renderApp({ path: '/profile/dakhabrakha/subscribers', user: artist, fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Add subscriber' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Add subscriber' })
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'friend@kobza.ua')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText('Invite sended. You will get notification when user accept propose')
    ).toBeInTheDocument()
    expect(body).toEqual({ email: 'friend@kobza.ua', days: 30 })
  })
})

describe('invitation page', () => {
  it('accepts the key once and links to the artist', async () => {
    let accepted = 0
    const api = fakeApi({
      'POST /api/v1/subscribers/invitations/k-1': () => {
        accepted += 1
        return jsonResponse(200, {
          message: profileMessages.invitationAccepted,
          artist: { uuid: 'u-artist', nickName: 'dakhabrakha' },
          until: '2026-12-23 10:00:00',
        })
      },
    })
    renderApp({ path: '/subscriptions/invitation?key=k-1', user: fan, fetch: api })
    expect(await screen.findByRole('heading', { name: 'You are subscribed' }, slow)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the artist’s profile' })).toHaveAttribute(
      'href',
      '/profile/dakhabrakha'
    )
    expect(accepted).toBe(1)
  })

  it("shows the server's refusal of a used key", async () => {
    const api = fakeApi({
      'POST /api/v1/subscribers/invitations/used': () =>
        jsonResponse(400, { errors: [{ message: profileMessages.invitationInvalid }] }),
    })
    renderApp({ path: '/subscriptions/invitation?key=used', user: fan, fetch: api })
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(profileMessages.invitationInvalid)
  })
})
