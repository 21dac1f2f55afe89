import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { createApiClient } from '@kobza/api-client'
import type { CommentPage, FeedComment } from '@kobza/contract'
import { AppProviders } from '../../app/AppProviders'
import { createServices } from '../../app/createServices'
import { createI18n } from '../../shared/i18n/i18n'
import { artist, fakeApi, fan, jsonResponse, storeSession } from '../../test/renderApp'
import { CommentsArea, PostWall, type CommentsApi } from './public'
import { postAnswer } from './testing/fakes'

/** The first screen waits for its lazy chunks, which a busy machine may take a while to load. */
const firstLoad = { timeout: 5000 }

/** What another feature does: render the feed's door inside the app's providers. */
function renderDoor(element: ReactNode, { user = fan, routes = {} } = {}) {
  localStorage.clear()
  storeSession(user)
  const api = fakeApi(routes)
  const client = createApiClient({ baseUrl: 'http://kobza.test', storage: localStorage, fetch: api })
  const services = createServices({ client, i18n: createI18n('en') })
  services.queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <AppProviders services={services}>
      <MemoryRouter>{element}</MemoryRouter>
    </AppProviders>
  )
  return { api, services, user: userEvent.setup() }
}

/** How a legend's comments wait offline, as the Hall of Fame's adapter says. */
const legendOffline: CommentsApi['offline'] = {
  comments: { kind: 'legends.comment', key: 'legends.comment:L', payload: { uuid: 'L' } },
  replies: (commentId) => ({
    kind: 'legends.reply',
    key: `legends.reply:L:${commentId}`,
    payload: { uuid: 'L', commentId },
  }),
}

afterEach(() => {
  vi.restoreAllMocks()
})

const comment = (id: number, message: string, tailIds: number[] = []): FeedComment => ({
  id,
  postId: 3,
  parentCommentId: null,
  message,
  publishedAt: '2026-11-20T11:00:00.000Z',
  userCommenter: { uuid: 'u2', nickName: 'maria', publicName: 'Марія', avatar: null },
  tailIds,
})

describe('the feed doors', () => {
  it('CommentsArea talks to a LEGEND through the adapter it is given, replies 2 at a time', async () => {
    const page = (elements: FeedComment[], totalPages = 1): CommentPage => ({ elements, totalPages })
    const adapter: CommentsApi = {
      key: ['legends', 3, 'comments'],
      list: vi.fn(async () => page([comment(1, 'Легенда!', [10, 11, 12])])),
      replies: vi.fn(async (_id: number, index: number) =>
        index === 0 ? page([comment(10, 'Так'), comment(11, 'Згоден')], 2) : page([comment(12, 'І я')], 2)
      ),
      add: vi.fn(async (text: string) => comment(2, text)),
      reply: vi.fn(async (_id: number, text: string) => comment(13, text)),
      offline: legendOffline,
    }
    const { user, api } = renderDoor(<CommentsArea parent={{ kind: 'LEGEND', id: 3 }} count={1} api={adapter} />)
    const area = await screen.findByRole('region', { name: 'Comments' }, firstLoad)
    await within(area).findByText('Легенда!')
    await user.click(within(area).getByRole('button', { name: 'Show 3 replies' }))
    await within(area).findByText('Згоден')
    expect(within(area).queryByText('І я')).not.toBeInTheDocument()
    await user.click(within(area).getByRole('button', { name: 'Show more' }))
    await within(area).findByText('І я')
    expect(within(area).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    await user.type(within(area).getByRole('textbox', { name: 'Your comment' }), 'Нова думка')
    await user.click(within(area).getAllByRole('button', { name: 'Send' })[0]!)
    await within(area).findByText('Нова думка')
    expect(adapter.add).toHaveBeenCalledWith('Нова думка', expect.stringMatching(/^legends\.comment:L:/))
    // Nothing went to the feed's own comment routes.
    expect(api.calls.filter((call) => call.includes('/comments/'))).toEqual([])
  })

  it('CommentsArea queues a comment and a reply made offline under its adapter’s actions, each shown waiting', async () => {
    const adapter: CommentsApi = {
      key: ['legends', 'L', 'comments'],
      list: vi.fn(async () => ({ elements: [comment(1, 'Легенда!')], totalPages: 1 })),
      replies: vi.fn(async () => ({ elements: [], totalPages: 0 })),
      add: vi.fn(async (text: string) => comment(2, text)),
      reply: vi.fn(async (_id: number, text: string) => comment(13, text)),
      offline: legendOffline,
    }
    const { user, services } = renderDoor(<CommentsArea parent={{ kind: 'LEGEND', id: 3 }} count={1} api={adapter} />)
    const area = await screen.findByRole('region', { name: 'Comments' }, firstLoad)
    await within(area).findByText('Легенда!')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    await user.type(within(area).getByRole('textbox', { name: 'Your comment' }), 'Без світла')
    await user.click(within(area).getByRole('button', { name: 'Send' }))
    await user.click(within(area).getByRole('button', { name: 'Reply' }))
    await user.type(within(area).getByRole('textbox', { name: /^Your reply to / }), 'І я')
    await user.click(within(area).getAllByRole('button', { name: 'Send' })[1]!)

    await within(area).findByText('І я')
    expect(within(area).getByText('Без світла')).toBeInTheDocument()
    expect(within(area).getAllByText('Will be sent when back online')).toHaveLength(2)
    // The reply box closed; nothing reached the adapter's calls.
    expect(within(area).queryByRole('textbox', { name: /^Your reply to / })).toBeNull()
    expect(adapter.add).not.toHaveBeenCalled()
    expect(adapter.reply).not.toHaveBeenCalled()
    const queued = services.offline.getSnapshot()
    expect(queued.map((action) => [action.kind, action.owner, action.payload])).toEqual([
      ['legends.comment', fan.uuid, { uuid: 'L', text: 'Без світла', idempotencyKey: queued[0]!.key }],
      ['legends.reply', fan.uuid, { uuid: 'L', commentId: 1, text: 'І я', idempotencyKey: queued[1]!.key }],
    ])
    expect(queued[1]!.key.startsWith('legends.reply:L:1:')).toBe(true)
  })

  it('CommentsArea queues a comment whose request failed under the Idempotency-Key it was first sent with', async () => {
    const sentKeys: Array<string | undefined> = []
    const { user, services } = renderDoor(<CommentsArea parent={{ kind: 'POST', id: 7 }} count={0} />, {
      routes: {
        'GET /api/v1/comments/7': () => jsonResponse(200, { elements: [], totalPages: 0 }),
        // The connection drops with the request: the API may or may not have added the comment.
        'POST /api/v1/comments/7': (init: RequestInit) => {
          sentKeys.push((init.headers as Record<string, string>)['Idempotency-Key'])
          throw new TypeError('Failed to fetch')
        },
      },
    })
    const area = await screen.findByRole('region', { name: 'Comments' }, firstLoad)
    await within(area).findByText('No comments yet. Be the first.')
    await user.type(within(area).getByRole('textbox', { name: 'Your comment' }), 'Світло дали')
    await user.click(within(area).getByRole('button', { name: 'Send' }))
    await within(area).findByText('Will be sent when back online')

    const [queued] = services.offline.getSnapshot()
    expect(sentKeys).toHaveLength(1)
    expect(sentKeys[0]).toMatch(/^feed\.comment:7:/)
    // The queued send names the comment as the lost attempt did, so the API adds it at most once.
    expect(queued!.payload).toEqual({ postId: 7, text: 'Світло дали', idempotencyKey: sentKeys[0] })
  })

  it('CommentsArea keeps Send disabled past 50 characters', async () => {
    renderDoor(<CommentsArea parent={{ kind: 'POST', id: 7 }} count={0} />, {
      routes: { 'GET /api/v1/comments/7': () => jsonResponse(200, { elements: [], totalPages: 0 }) },
    })
    const area = await screen.findByRole('region', { name: 'Comments' }, firstLoad)
    await within(area).findByText('No comments yet. Be the first.')
    const box = within(area).getByRole('textbox', { name: 'Your comment' })
    const user = userEvent.setup()
    await user.type(box, 'x'.repeat(51))
    expect(within(area).getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(within(area).getAllByText('Maximum number of characters - 51/50').length).toBeGreaterThan(0)
  })

  it("PostWall shows an artist's posts and the spec's premium texts for the owner and for others", async () => {
    const routes = {
      'GET /api/v1/contents/u-artist': (init: RequestInit) => {
        void init
        return jsonResponse(200, { elements: [postAnswer()], totalPages: 1 })
      },
    }
    const { user } = renderDoor(<PostWall artist={{ uuid: 'u-artist', nickName: 'dakhabrakha' }} isOwner={false} />, {
      routes,
    })
    expect(await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add post' })).not.toBeInTheDocument()
    routes['GET /api/v1/contents/u-artist'] = () => jsonResponse(200, { elements: [], totalPages: 0 })
    await user.click(screen.getByRole('tab', { name: 'Premium subscription' }))
    expect(
      await screen.findByText('In order to enable the premium subscription feature you need to subscribe to the artist')
    ).toBeInTheDocument()
  })

  it('PostWall gives its owner the add-post button and the owner text on an empty premium tab', async () => {
    const { user } = renderDoor(<PostWall artist={{ uuid: 'u-artist', nickName: 'dakhabrakha' }} isOwner />, {
      user: artist,
      routes: { 'GET /api/v1/contents/u-artist': () => jsonResponse(200, { elements: [], totalPages: 0 }) },
    })
    await user.click(await screen.findByRole('tab', { name: 'Premium subscription' }, firstLoad))
    expect(
      await screen.findByText('In order to enable premium subscription function you have to create at least 5 posts.')
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add post' }))
    expect(await screen.findByRole('dialog', { name: 'New post' })).toBeInTheDocument()
  })
})
