import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { fakeApi, jsonResponse, renderApp } from '../../../test/renderApp'

describe('home', () => {
  it('shows the Home title and the genres from the API', async () => {
    renderApp()
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument()
    const genres = await screen.findByRole('region', { name: 'Genres' })
    const list = await within(genres).findByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Pop', 'Rock/Metal', 'Jazz/Blues'])
    expect(document.title).toBe('Home · Kobza')
  })

  it('translates genre names in Ukrainian and falls back to the server name', async () => {
    const api = fakeApi({
      '/api/v1/genres': () =>
        jsonResponse(200, [
          { value: 'POP', name: 'Pop' },
          { value: 'INDIE', name: 'Indie' },
        ]),
    })
    renderApp({ language: 'uk', fetch: api })
    const genres = await screen.findByRole('region', { name: 'Жанри' })
    const list = await within(genres).findByRole('list')
    expect(list).toHaveTextContent('Поп')
    expect(list).toHaveTextContent('Інді')
  })

  it('explains a failed load and retries on request, without the global popup', async () => {
    let attempts = 0
    const api = fakeApi({
      '/api/v1/genres': () => {
        attempts += 1
        return attempts === 1
          ? jsonResponse(503, { errors: [{ message: 'Maintenance' }] })
          : jsonResponse(200, [{ value: 'POP', name: 'Pop' }])
      },
    })
    const { user } = renderApp({ fetch: api })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Genres could not be loaded' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const genres = screen.getByRole('region', { name: 'Genres' })
    expect(await within(genres).findByText('Pop')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })

  it('keeps the feed tabs of the spec', async () => {
    renderApp()
    expect(await screen.findByRole('tab', { name: 'Recommendations', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Premium subscription' })).toBeInTheDocument()
  })
})
