import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { erasAnswer, legendFixture } from '../testing/fakes'

const onVoting = legendFixture()
const silent = legendFixture({
  id: 2,
  legendUuid: '22222222-2222-4222-8222-222222222222',
  name: 'Водограй',
  voteInfo: { ...onVoting.voteInfo, actualVote: 0, votePercent: 0 },
})
const inducted = legendFixture({ id: 3, legendUuid: '33333333-3333-4333-8333-333333333333', status: 'SUCCESS' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('/hall-of-fame', () => {
  it('shows progress (4% minimum, 0 at exactly 0) and turns Vote into Voted! with the count one higher', async () => {
    const api = fakeApi({
      'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [onVoting, silent], totalPages: 1 }),
      [`POST /api/v1/legends/votes/${onVoting.legendUuid}`]: () =>
        jsonResponse(200, {
          ...onVoting,
          voteInfo: { ...onVoting.voteInfo, isVoted: true, actualVote: 3, votePercent: 1 },
        }),
    })
    const { user } = renderApp({
      path: '/hall-of-fame?generalTab=SONG&contentTab=voting&page=0',
      user: fan,
      fetch: api,
    })
    const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article')!
    const bar = (article: Element) => article.querySelector('[data-width]')!.getAttribute('data-width')
    expect(bar(card)).toBe('4')
    expect(bar(screen.getByRole('heading', { name: 'Водограй' }).closest('article')!)).toBe('0')
    expect(within(card as HTMLElement).getByText('2 VP of 200 VP')).toBeInTheDocument()
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Vote' }))
    expect(await within(card as HTMLElement).findByRole('button', { name: 'Voted!' })).toBeDisabled()
    expect(within(card as HTMLElement).getByText('3 VP of 200 VP')).toBeInTheDocument()
    expect(api.calls).toContain(`POST /api/v1/legends/votes/${onVoting.legendUuid}`)
  })

  it('keeps a vote made offline in the queue: Voted! with the note, nothing sent until back online', async () => {
    const api = fakeApi({
      'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [onVoting], totalPages: 1 }),
    })
    const { user, services } = renderApp({ path: '/hall-of-fame', user: fan, fetch: api })
    const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article') as HTMLElement
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await user.click(within(card).getByRole('button', { name: 'Vote' }))
    expect(await within(card).findByRole('button', { name: 'Voted!' })).toBeDisabled()
    expect(within(card).getByText('Will be sent when back online')).toBeInTheDocument()
    expect(api.calls.some((call) => call.includes('/votes/'))).toBe(false)
    expect(services.offline.getSnapshot().map((action) => [action.kind, action.owner, action.payload])).toEqual([
      ['legends.vote', fan.uuid, { uuid: onVoting.legendUuid }],
    ])
  })

  it('asks a guest to sign in instead of voting', async () => {
    const api = fakeApi({
      'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [onVoting], totalPages: 1 }),
    })
    const { user } = renderApp({ path: '/hall-of-fame', fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Vote' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign in or create account to view content')
    expect(api.calls.some((call) => call.includes('/votes/'))).toBe(false)
  })

  it('shows inducted songs with the cup and View, and offers the Legends Playlist', async () => {
    const api = fakeApi({
      'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [inducted], totalPages: 1 }),
    })
    renderApp({ path: '/hall-of-fame?generalTab=SONG&contentTab=legends&page=0', fetch: api })
    const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article') as HTMLElement
    expect(within(card).getByTitle('Inducted into the Hall of Fame')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Vote' })).toBeNull()
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/hall-of-fame/${inducted.legendUuid}?type=SONG`
    )
    expect(screen.getByRole('link', { name: 'View Playlist' })).toHaveAttribute('href', '/playlist/hall-of-fame')
  })

  describe('era and genre labels from the API', () => {
    // CLASSIC_ERA as a moderator relabelled it in the console; POP's nameUk comes from the genres fake.
    const edited = erasAnswer.map((entry) =>
      entry.value === 'CLASSIC_ERA' ? { ...entry, name: 'The classics', nameUk: 'Класичні часи' } : entry
    )
    const hall = (answer: () => Response) =>
      fakeApi({
        'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [onVoting], totalPages: 1 }),
        'GET /api/v1/eras': answer,
      })

    it('shows an era label edited in the console on the card and in the filters, in Ukrainian', async () => {
      renderApp({ path: '/hall-of-fame', fetch: hall(() => jsonResponse(200, edited)), language: 'uk' })
      const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article') as HTMLElement
      expect(await within(card).findByText('Володимир Івасюк · Класичні часи')).toBeInTheDocument()
      expect(screen.getByRole('option', { name: 'Класичні часи' })).toBeInTheDocument()
      expect(screen.getByRole('option', { name: 'Епоха 80-х' })).toBeInTheDocument()
      expect(await screen.findByRole('option', { name: 'Поп-музика' })).toBeInTheDocument()
    })

    it('shows the edited English name in English', async () => {
      renderApp({ path: '/hall-of-fame', fetch: hall(() => jsonResponse(200, edited)) })
      const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article') as HTMLElement
      expect(await within(card).findByText('Володимир Івасюк · The classics')).toBeInTheDocument()
      expect(screen.getByRole('option', { name: 'The classics' })).toBeInTheDocument()
    })

    it('keeps the static strings, without an error popup, when the list fails', async () => {
      const api = hall(() => jsonResponse(500, { errors: [{ message: 'down' }] }))
      renderApp({ path: '/hall-of-fame', fetch: api, language: 'uk' })
      const card = (await screen.findByRole('heading', { name: 'Червона рута' })).closest('article') as HTMLElement
      await waitFor(() => expect(api.calls).toContain('GET /api/v1/eras'))
      expect(within(card).getByText('Володимир Івасюк · Класична епоха')).toBeInTheDocument()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })
})
