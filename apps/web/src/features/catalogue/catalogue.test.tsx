import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { catalogueMessages } from '@kobza/contract'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../test/renderApp'
import { sent } from '../../test/fakeResumableUpload'
import { artistProfile } from '../profile/testing/fakes'
import { playlistAnswer, songsAnswer } from './testing/fakes'
import { toApiStart } from './components/CreateEventPopup'

vi.mock('../../shared/uploads/resumableUpload', () => import('../../test/fakeResumableUpload'))

const slow = { timeout: 5000 }
const visitorView = { ...artistProfile, levelSubscription: 'UNSUBSCRIBED' as const }
const asVisitor = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, visitorView), ...routes })

describe('songs page', () => {
  it("greets the owner with 'My Songs' and Upload song; a song's menu deletes it", async () => {
    let deleted = ''
    const api = fakeApi({
      'DELETE /api/v1/products/u-artist/songs/1': (init) => {
        deleted = init.method ?? ''
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderApp({ path: '/profile/dakhabrakha/songs?tab=songs', user: artist, fetch: api })
    expect(await screen.findByRole('heading', { level: 1, name: 'My Songs' }, slow)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload song' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'More actions for Весна' }, slow))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the song?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deleted).toBe('DELETE'))
  })

  it('shows the artist a song processing with its progress, then ready; and a failed one with its reason', async () => {
    const media = {
      statusReason: null,
      durationSeconds: null,
      waveform: null,
      loudness: null,
      renditions: null,
    }
    let calls = 0
    const api = fakeApi({
      'GET /api/v1/products/u-artist/songs': () => {
        calls += 1
        const first = calls === 1
        return jsonResponse(200, {
          elements: [
            {
              ...songsAnswer[0]!,
              media: first
                ? { ...media, status: 'PROCESSING', processingProgress: 42 }
                : { ...media, status: 'READY', processingProgress: null },
            },
            {
              ...songsAnswer[1]!,
              media: {
                ...media,
                status: 'FAILED',
                statusReason: 'The file contains no audio',
                processingProgress: null,
              },
            },
          ],
          totalPages: 1,
        })
      },
    })
    renderApp({ path: '/profile/dakhabrakha/songs?tab=songs', user: artist, fetch: api })
    expect(await screen.findByText('Processing… 42%', undefined, slow)).toBeInTheDocument()
    expect(screen.getByText("Couldn't process: The file contains no audio")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play Вёсла' })).toBeDisabled()
    // Polled while a song processes: the next answer says READY.
    await waitFor(() => expect(screen.queryByText('Processing… 42%')).not.toBeInTheDocument(), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Play Весна' })).toBeEnabled()
  })

  it("shows a visitor 'Songs', no upload and the visitor's empty texts", async () => {
    const api = asVisitor({
      'GET /api/v1/products/u-artist/songs': () => jsonResponse(200, { elements: [], totalPages: 0 }),
      'GET /api/v1/products/u-artist/albums': () => jsonResponse(200, { elements: [], totalPages: 0 }),
    })
    const { user } = renderApp({ path: '/profile/dakhabrakha/songs', user: fan, fetch: api })
    expect(await screen.findByRole('heading', { level: 1, name: 'Songs' }, slow)).toBeInTheDocument()
    expect(await screen.findByText("Artist doesn't have any songs", undefined, slow)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upload song' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Playlists' }))
    expect(await screen.findByText("Artist doesn't have any play list")).toBeInTheDocument()
  })

  it('paginates playlists with the page in the URL', async () => {
    const pages: string[] = []
    const api = asVisitor({
      'GET /api/v1/products/u-artist/albums': () => {
        return jsonResponse(200, {
          elements: [
            {
              id: 9,
              playListName: 'Друга сторінка',
              description: null,
              playListCoverThumbnail: null,
              type: 'PLAYLIST',
              totalSong: 1,
            },
          ],
          totalPages: 3,
        })
      },
    })
    const spy: typeof api = Object.assign(
      (input: string, init: RequestInit) => {
        if (input.includes('/albums')) pages.push(new URL(input).searchParams.get('page') ?? '')
        return api(input, init)
      },
      { calls: api.calls }
    )
    const { user, location } = renderApp({
      path: '/profile/dakhabrakha/songs?tab=playlist&page=1',
      user: fan,
      fetch: spy,
    })
    await user.click(await screen.findByRole('button', { name: 'Page 2' }, slow))
    await waitFor(() => expect(location.current?.search).toContain('page=2'))
    await waitFor(() => expect(pages).toContain('1'))
    expect(pages[0]).toBe('0')
  })
})

describe('new playlist', () => {
  it('moves songs between the lists; Create waits for one; success opens the playlist tab', async () => {
    let sent: FormData | undefined
    const api = fakeApi({
      'POST /api/v1/products/u-artist/albums': (init) => {
        sent = init.body as FormData
        return jsonResponse(201, { ...playlistAnswer, id: 5 })
      },
    })
    const { user, location } = renderApp({ path: '/create-playlist', user: artist, fetch: api })
    const create = await screen.findByRole('button', { name: 'Create' }, slow)
    expect(create).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: 'Playlist name' }), 'Нова')
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Опис')
    await user.click(screen.getByRole('button', { name: 'Add Вёсла' }))
    await user.click(screen.getByRole('button', { name: 'Add Весна' }))
    await user.click(screen.getByRole('button', { name: 'Remove Вёсла' }))
    expect(create).toBeEnabled()
    await user.click(create)
    await waitFor(() => expect(location.current?.pathname).toBe('/profile/dakhabrakha/songs'))
    expect(location.current?.search).toBe('?tab=playlist&page=1')
    expect(sent?.getAll('songIds[0]')).toEqual(['1'])
    expect(sent?.get('songIds[1]')).toBeNull()
  })

  it('blocks a playlist without a name or description', async () => {
    const { user } = renderApp({ path: '/create-playlist', user: artist })
    await user.click(await screen.findByRole('button', { name: 'Add Весна' }, slow))
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
  })
})

describe('playlist page', () => {
  it('shows the cover, name, count and filters songs by the search box', async () => {
    const { user } = renderApp({ path: '/profile/dakhabrakha/playlist/3', user: fan, fetch: asVisitor() })
    expect(await screen.findByRole('heading', { level: 2, name: 'Найкраще' }, slow)).toBeInTheDocument()
    expect(screen.getByText('Songs: 2')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search in the playlist' }), 'вёс')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play Весна' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Play Вёсла' })).toBeInTheDocument()
  })
})

describe('events', () => {
  it("shows the owner Create event; the popup checks the spec's rules", async () => {
    const { user } = renderApp({ path: '/profile/dakhabrakha/events', user: artist })
    await user.click(await screen.findByRole('button', { name: 'Create event' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'New event' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Time' }), '7pm')
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3)
    expect(within(dialog).getByText('Enter the time as HH:MM on a 24-hour clock')).toBeInTheDocument()
  })

  it('event detail: the start, Buy tickets to the link, and the other events', async () => {
    renderApp({ path: '/profile/dakhabrakha/events/7', user: fan, fetch: asVisitor() })
    expect(await screen.findByRole('heading', { level: 2, name: 'Концерт у Києві' }, slow)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute('href', 'https://tickets.example/kyiv')
    expect(screen.getByRole('heading', { name: 'Also in' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create event' })).not.toBeInTheDocument()
  })

  it("shows a visitor the artist's empty text", async () => {
    const api = asVisitor({
      'GET /api/v1/products/u-artist/events': () => jsonResponse(200, { elements: [], totalPages: 0 }),
    })
    renderApp({ path: '/profile/dakhabrakha/events', user: fan, fetch: api })
    expect(await screen.findByText("Artist doesn't have any events", undefined, slow)).toBeInTheDocument()
  })

  it('sends the start as UTC date and time with seconds', () => {
    const local = new Date(2027, 0, 15, 19, 30)
    expect(toApiStart('2027-01-15', '19:30')).toBe(local.toISOString().slice(0, 19).replace('T', ' '))
  })
})

describe('upload song', () => {
  it("asks for the spec's name and genre messages, sends the file resumably and shows the server's refusal", async () => {
    const bodies: unknown[] = []
    const api = fakeApi({
      'POST /api/v1/products/u-artist/songs': (init) => {
        bodies.push(JSON.parse(String(init.body)))
        return jsonResponse(422, { errors: [{ message: catalogueMessages.songType, field: 'file' }] })
      },
    })
    const { user } = renderApp({ path: '/profile/dakhabrakha/songs', user: artist, fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Upload song' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Upload song' })
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(within(dialog).getByText('Song name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Genre is required')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Song name' }), 'Нова')
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Genre' }), 'POP')
    const file = new File(['RIFF....WAVE'], 'song.wav', { type: 'audio/wav' })
    await user.upload(within(dialog).getByLabelText(/Song file/), file)
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(catalogueMessages.songType)
    // The file went as a resumable upload; the song names its id.
    expect(sent.kinds).toEqual(['song'])
    expect(bodies).toEqual([{ songName: 'Нова', genre: 'POP', uploadId: 'song-7-0123456789abcdef0123456789abcdef' }])
  })
})
