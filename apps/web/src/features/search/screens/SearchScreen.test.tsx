import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { artistsAnswer, eventsAnswer, songsAnswer } from '../testing/fakes'

type Sent = { type: string; page: string | null; body: Record<string, unknown> }

/** The search endpoint answering `answer(call)`, recording what each call sent; the rest as usual. */
function recordingApi(answer: (sent: Sent) => Response = defaultAnswer) {
  const sent: Sent[] = []
  const others = fakeApi()
  const api = async (input: string, init: RequestInit) => {
    const url = new URL(input)
    const type = /^\/api\/v1\/search\/(\w+)$/.exec(url.pathname)?.[1]
    if (!type || init.method !== 'POST') return others(input, init)
    const call = {
      type,
      page: url.searchParams.get('page'),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    }
    sent.push(call)
    return answer(call)
  }
  return Object.assign(api, { sent })
}

function defaultAnswer({ type }: Sent) {
  return jsonResponse(200, type === 'ARTIST' ? artistsAnswer : type === 'SONG' ? songsAnswer : eventsAnswer)
}

describe('search', () => {
  it('sends guests to sign in', async () => {
    const { location } = renderApp({ path: '/search?page=1' })
    await waitFor(() => expect(location.current?.pathname).toBe('/sign-in'))
  })

  it("says 'Start your journey' before any search and asks the server nothing", async () => {
    const api = recordingApi()
    renderApp({ path: '/search?page=1', user: fan, fetch: api })
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Start your journey' })).toBeInTheDocument()
    expect(api.sent).toEqual([])
    expect(document.title).toBe('Search · Kobza')
  })

  it('searches artists after the 500 ms pause in typing and links each to its profile', async () => {
    const api = recordingApi()
    const { user, location } = renderApp({ path: '/search?page=1', user: fan, fetch: api })
    const box = await screen.findByRole('searchbox', { name: 'Search artists, songs and events' })
    await user.type(box, 'okean elzy')
    // Typing alone sends nothing until the pause.
    expect(api.sent).toEqual([])
    const results = screen.getByRole('region', { name: 'Results' })
    const link = await within(results).findByRole('link', { name: /Оксана Вербицька/ }, { timeout: 2000 })
    expect(link).toHaveAttribute('href', '/profile/oksana_verbytska')
    expect(api.sent).toEqual([{ type: 'ARTIST', page: '0', body: { textSearch: 'okean elzy' } }])
    expect(location.current?.search).toBe('?page=1&q=okean+elzy')
  })

  it("shows 'No matches found' when nothing matches", async () => {
    const api = recordingApi(() => jsonResponse(200, { elements: [], totalPages: 0 }))
    renderApp({ path: '/search?page=1&q=qwfpgj', user: fan, fetch: api })
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument()
  })

  it("labels the genres in Ukrainian from the API's nameUk, else the app's own string", async () => {
    const { user } = renderApp({ path: '/search?page=1&q=shch', user: fan, fetch: recordingApi(), language: 'uk' })
    await user.click(await screen.findByRole('button', { name: 'Фільтр' }))
    const dialog = await screen.findByRole('dialog', { name: 'Фільтр' })
    await user.click(within(dialog).getByRole('radio', { name: 'Пісні' }))
    // POP as a moderator relabelled it in the console; JAZZ_BLUES comes without nameUk.
    expect(await within(dialog).findByRole('checkbox', { name: 'Поп-музика' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Рок/Метал' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'Джаз/Блюз' })).toBeInTheDocument()
  })

  it('filters songs by genre from the Filter popup; the chips clear the genres, then the type', async () => {
    const api = recordingApi()
    const { user, location } = renderApp({ path: '/search?page=2&q=shch', user: fan, fetch: api })
    await screen.findByRole('link', { name: /Оксана Вербицька/ })
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filter' })
    expect(within(dialog).getByRole('radio', { name: 'Artists' })).toBeChecked()
    // Genres belong to songs only.
    expect(within(dialog).queryByRole('group', { name: 'Genres' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Songs' }))
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pop' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jazz/Blues' }))
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))

    expect(await screen.findByText('Щедрик')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(location.current?.search).toBe('?page=1&q=shch&type=SONG&genres=POP%2CJAZZ_BLUES')
    expect(api.sent.at(-1)).toEqual({
      type: 'SONG',
      page: '0',
      body: { textSearch: 'shch', genres: ['POP', 'JAZZ_BLUES'] },
    })
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    ).toEqual(['Songs', 'Genres: 2'])

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Genres: 2' }))
    await waitFor(() => expect(api.sent.at(-1)?.body).toEqual({ textSearch: 'shch' }))
    expect(location.current?.search).toBe('?page=1&q=shch&type=SONG')

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Songs' }))
    expect(await screen.findByRole('heading', { name: 'Start your journey' })).toBeInTheDocument()
    expect(location.current?.search).toBe('?page=1')
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()
  })

  it('keeps the page in the address: UI page 2 is API page 1, and a page button refetches', async () => {
    const api = recordingApi()
    const { user, location } = renderApp({ path: '/search?page=2&type=SONG', user: fan, fetch: api })
    expect(await screen.findByText('Щедрик')).toBeInTheDocument()
    expect(api.sent).toEqual([{ type: 'SONG', page: '1', body: {} }])
    const pages = screen.getByRole('navigation', { name: 'Result pages' })
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(api.sent.at(-1)?.page).toBe('2'))
    expect(location.current?.search).toBe('?page=3&type=SONG')
  })

  it('draws songs with their artist, genre and length; one without audio cannot be played', async () => {
    renderApp({ path: '/search?page=1&type=SONG', user: fan, fetch: recordingApi() })
    const results = await screen.findByRole('region', { name: 'Results' })
    const rows = await within(results).findAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Щедрик@oksana_verbytskaPop1:04')
    expect(within(rows[0]!).getByRole('button', { name: 'Play Щедрик' })).toBeEnabled()
    expect(within(rows[1]!).getByRole('button', { name: 'No audio for Степ' })).toBeDisabled()
    expect(within(rows[0]!).getByRole('link', { name: '@oksana_verbytska' })).toHaveAttribute(
      'href',
      '/profile/oksana_verbytska'
    )
  })

  it('links events to their page under the artist', async () => {
    renderApp({ path: '/search?page=1&type=EVENT&q=lviv', user: fan, fetch: recordingApi() })
    const link = await screen.findByRole('link', { name: /Концерт у Львові/ })
    expect(link).toHaveAttribute('href', '/profile/oksana_verbytska/events/12?userUuid=a-1')
    expect(link).toHaveTextContent('3 December 2026')
  })

  it('explains a failed search and retries it, without the global popup', async () => {
    let attempts = 0
    const api = recordingApi((sent) => {
      attempts += 1
      return attempts === 1 ? jsonResponse(503, { errors: [{ message: 'Maintenance' }] }) : defaultAnswer(sent)
    })
    const { user } = renderApp({ path: '/search?page=1&q=oksana', user: fan, fetch: api })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Search failed' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /Оксана Вербицька/ })).toBeInTheDocument()
  })

  it('speaks Ukrainian', async () => {
    renderApp({ path: '/search?page=1', user: fan, language: 'uk', fetch: recordingApi() })
    expect(await screen.findByRole('heading', { name: 'Почніть свою подорож' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Фільтр' })).toBeInTheDocument()
  })
})
