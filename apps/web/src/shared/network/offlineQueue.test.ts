import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient, ApiError, memoryStorage } from '@kobza/api-client'
import { routes } from '@kobza/contract/routes'
import { feedOfflineSenders } from '../../features/feed/api/offlineActions'
import { fakeApi, jsonResponse } from '../../test/renderApp'
import { OfflineQueue, offlineQueueKey, sendOrQueue, type ActionSender } from './offlineQueue'

type Routes = Parameters<typeof fakeApi>[0]

/** The app's client over a stand-in API; `down` makes every request fail as a dropped connection does. */
function apiClient(routes: Routes = {}) {
  const api = fakeApi(routes)
  const network = { down: false }
  const client = new ApiClient({
    baseUrl: 'http://kobza.test',
    storage: memoryStorage(),
    fetch: async (input, init) => {
      if (network.down) throw new TypeError('Failed to fetch')
      return api(input, init)
    },
  })
  return { client, api, network }
}

/** A sender over the real client: POST /api/v1/test/{n}. */
const post: ActionSender = (client, payload: { n: number }) => client.request('POST', `/api/v1/test/${payload.n}`)
const senders = { 'test.post': post }
const ok = () => jsonResponse(200, {})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OfflineQueue', () => {
  it('keeps actions in storage, a later one replacing an earlier one of the same key', () => {
    const storage = memoryStorage()
    const queue = new OfflineQueue(storage)
    queue.enqueue({ kind: 'feed.like', key: 'feed.like:7', owner: 'u-1', payload: { postId: 7, liked: true } })
    queue.enqueue({ kind: 'feed.comment', key: 'c-1', owner: 'u-1', payload: { postId: 7, text: 'Гарно' } })
    queue.enqueue({ kind: 'feed.like', key: 'feed.like:7', owner: 'u-1', payload: { postId: 7, liked: false } })

    const reopened = new OfflineQueue(storage)
    expect(reopened.getSnapshot().map((action) => [action.kind, action.payload])).toEqual([
      ['feed.comment', { postId: 7, text: 'Гарно' }],
      ['feed.like', { postId: 7, liked: false }],
    ])
    expect(reopened.has('feed.like:7')).toBe(true)
    expect(reopened.has('feed.like:8')).toBe(false)
  })

  it('sends the owner’s actions in order and forgets them, telling its listeners', async () => {
    const storage = memoryStorage()
    const queue = new OfflineQueue(storage)
    const { client, api } = apiClient({ '/api/v1/test/1': ok, '/api/v1/test/2': ok })
    queue.enqueue({ kind: 'test.post', key: 'a', owner: 'u-1', payload: { n: 1 } })
    queue.enqueue({ kind: 'test.post', key: 'b', owner: 'u-1', payload: { n: 2 } })
    const listener = vi.fn()
    queue.subscribe(listener)

    const result = await queue.flush(client, 'u-1', senders)

    expect(api.calls).toEqual(['POST /api/v1/test/1', 'POST /api/v1/test/2'])
    expect(result.sent.map((action) => action.key)).toEqual(['a', 'b'])
    expect(result.kept).toEqual([])
    expect(queue.getSnapshot()).toEqual([])
    expect(storage.getItem(offlineQueueKey)).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('stops at a network failure and keeps that action and the ones after it', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client, api, network } = apiClient({ '/api/v1/test/1': ok, '/api/v1/test/2': ok })
    queue.enqueue({ kind: 'test.post', key: 'a', owner: 'u-1', payload: { n: 1 } })
    queue.enqueue({ kind: 'test.post', key: 'b', owner: 'u-1', payload: { n: 2 } })
    network.down = true

    const result = await queue.flush(client, 'u-1', senders)

    expect(api.calls).toEqual([])
    expect(result.sent).toEqual([])
    expect(result.kept.map((action) => action.key)).toEqual(['a', 'b'])
    expect(queue.getSnapshot().map((action) => action.key)).toEqual(['a', 'b'])

    network.down = false
    const again = await queue.flush(client, 'u-1', senders)
    expect(again.sent.map((action) => action.key)).toEqual(['a', 'b'])
    expect(api.calls).toEqual(['POST /api/v1/test/1', 'POST /api/v1/test/2'])
  })

  it('keeps an action the API answered with a 5xx, drops one it refused with a 4xx', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client } = apiClient({
      '/api/v1/test/1': () => jsonResponse(404, { errors: [{ message: 'Post not found' }] }),
      '/api/v1/test/2': () => jsonResponse(503, { errors: [{ message: 'Unavailable' }] }),
      '/api/v1/test/3': ok,
    })
    for (const n of [1, 2, 3]) queue.enqueue({ kind: 'test.post', key: `k${n}`, owner: 'u-1', payload: { n } })

    const result = await queue.flush(client, 'u-1', senders)

    expect(result.dropped.map((action) => action.key)).toEqual(['k1'])
    expect(result.kept.map((action) => action.key)).toEqual(['k2', 'k3'])
    expect(queue.getSnapshot().map((action) => action.key)).toEqual(['k2', 'k3'])
  })

  it('never sends another person’s actions or a kind it has no sender for: it drops them', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client, api } = apiClient({ '/api/v1/test/1': ok })
    queue.enqueue({ kind: 'test.post', key: 'theirs', owner: 'u-2', payload: { n: 1 } })
    queue.enqueue({ kind: 'gone.kind', key: 'old', owner: 'u-1', payload: {} })

    const result = await queue.flush(client, 'u-1', senders)

    expect(api.calls).toEqual([])
    expect(result.dropped.map((action) => action.key)).toEqual(['theirs', 'old'])
    expect(queue.getSnapshot()).toEqual([])
  })

  it('runs one flush at a time: a second call meanwhile sends nothing twice', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client, api } = apiClient({ '/api/v1/test/1': ok })
    queue.enqueue({ kind: 'test.post', key: 'a', owner: 'u-1', payload: { n: 1 } })
    const [first, second] = await Promise.all([
      queue.flush(client, 'u-1', senders),
      queue.flush(client, 'u-1', senders),
    ])
    expect(first).toBe(second)
    expect(api.calls).toEqual(['POST /api/v1/test/1'])
  })

  it('shares one stored queue between tabs: a tab adds to what another stored, and never sends what another sent', async () => {
    const storage = memoryStorage()
    const first = new OfflineQueue(storage)
    const second = new OfflineQueue(storage)
    const { client, api } = apiClient({ '/api/v1/test/1': ok, '/api/v1/test/2': ok })
    first.enqueue({ kind: 'test.post', key: 'a', owner: 'u-1', payload: { n: 1 } })
    // The second tab read the queue before the first tab's action: its own one must not overwrite it.
    second.enqueue({ kind: 'test.post', key: 'b', owner: 'u-1', payload: { n: 2 } })
    expect(new OfflineQueue(storage).getSnapshot().map((action) => action.key)).toEqual(['a', 'b'])

    await first.flush(client, 'u-1', senders)
    const again = await second.flush(client, 'u-1', senders)

    expect(api.calls).toEqual(['POST /api/v1/test/1', 'POST /api/v1/test/2'])
    expect(again.sent).toEqual([])
    second.refresh()
    expect(second.getSnapshot()).toEqual([])
  })

  it('reads a damaged stored queue as empty', () => {
    const queue = new OfflineQueue(memoryStorage({ [offlineQueueKey]: '{not json' }))
    expect(queue.getSnapshot()).toEqual([])
  })
})

describe('sendOrQueue', () => {
  const action = { kind: 'test.post', key: 'a', payload: { n: 1 } }

  it('answers with the API’s answer when the request arrives', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client } = apiClient({ '/api/v1/test/1': () => jsonResponse(200, { countLike: 3 }) })
    const result = await sendOrQueue(queue, { ...action, owner: 'u-1' }, () => client.request('POST', '/api/v1/test/1'))
    expect(result).toEqual({ queued: false, answer: { countLike: 3 } })
    expect(queue.getSnapshot()).toEqual([])
  })

  it('queues the action when the request cannot reach the API', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client, network } = apiClient()
    network.down = true
    const result = await sendOrQueue(queue, { ...action, owner: 'u-1' }, () => client.request('POST', '/api/v1/test/1'))
    expect(result.queued).toBe(true)
    expect(queue.getSnapshot().map((queued) => [queued.kind, queued.owner, queued.payload])).toEqual([
      ['test.post', 'u-1', { n: 1 }],
    ])
  })

  it('queues without trying when the browser says it is offline', async () => {
    const queue = new OfflineQueue(memoryStorage())
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { client, api } = apiClient()
    const result = await sendOrQueue(queue, { ...action, owner: 'u-1' }, () => client.request('POST', '/api/v1/test/1'))
    expect(result.queued).toBe(true)
    expect(api.calls).toEqual([])
  })

  it('lets a refusal through, and never queues for a guest', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const { client, network } = apiClient({
      '/api/v1/test/1': () => jsonResponse(409, { errors: [{ message: 'No' }] }),
    })
    await expect(
      sendOrQueue(queue, { ...action, owner: 'u-1' }, () => client.request('POST', '/api/v1/test/1'))
    ).rejects.toBeInstanceOf(ApiError)
    network.down = true
    await expect(
      sendOrQueue(queue, { ...action, owner: undefined }, () => client.request('POST', '/api/v1/test/1'))
    ).rejects.toThrow()
    expect(queue.getSnapshot()).toEqual([])
  })
})

const poll = {
  id: 3,
  title: 'Яка пісня?',
  isAnonymous: false,
  isCanCancelOwnVote: true,
  isMultiAnswer: true,
  isVoted: true,
  countVoters: 1,
  options: [
    { id: 11, description: 'Перша', percentVoted: 100, isChosen: true },
    { id: 12, description: 'Друга', percentVoted: 100, isChosen: true },
  ],
}
const comment = {
  id: 40,
  postId: 7,
  parentCommentId: null,
  message: 'Слава',
  publishedAt: '2026-11-20T11:00:00.000Z',
  userCommenter: { uuid: 'u-1', nickName: 'maria', publicName: 'Марія', avatar: null },
  tailIds: [],
}

describe('the feed’s offline senders', () => {
  it('send a queued like, vote and comment through the feed’s own calls', async () => {
    const queue = new OfflineQueue(memoryStorage())
    const likePath = routes.feed.like.path.replace(':id', '7')
    const votePath = routes.feed.vote.path.replace(':pollId', '3')
    const commentPath = routes.feed.addComment.path.replace(':postId', '7')
    const replyPath = routes.feed.reply.path.replace(':postId', '7').replace(':commentId', '40')
    const bodies: unknown[] = []
    const keys: Array<string | undefined> = []
    const { client, api } = apiClient({
      [`POST ${likePath}`]: () => jsonResponse(200, { id: 7, countLike: 5, isUserLiked: true }),
      [`POST ${votePath}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)))
        return jsonResponse(200, poll)
      },
      [`POST ${commentPath}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)))
        keys.push((init.headers as Record<string, string>)['Idempotency-Key'])
        return jsonResponse(201, comment)
      },
      [`POST ${replyPath}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)))
        keys.push((init.headers as Record<string, string>)['Idempotency-Key'])
        return jsonResponse(201, { ...comment, id: 41, parentCommentId: 40, message: 'Так' })
      },
    })
    queue.enqueue({ kind: 'feed.like', key: 'l', owner: 'u-1', payload: { postId: 7, liked: true } })
    queue.enqueue({ kind: 'feed.vote', key: 'v', owner: 'u-1', payload: { pollId: 3, optionIds: [11, 12] } })
    queue.enqueue({
      kind: 'feed.comment',
      key: 'c',
      owner: 'u-1',
      payload: { postId: 7, text: 'Слава', idempotencyKey: 'feed.comment:7:k1:abc' },
    })
    // Queued by an app from before comments carried keys: sent without one.
    queue.enqueue({ kind: 'feed.reply', key: 'r', owner: 'u-1', payload: { postId: 7, commentId: 40, text: 'Так' } })

    const result = await queue.flush(client, 'u-1', feedOfflineSenders)

    expect(api.calls).toEqual([`POST ${likePath}`, `POST ${votePath}`, `POST ${commentPath}`, `POST ${replyPath}`])
    expect(bodies).toEqual([[11, 12], { comment: 'Слава' }, { comment: 'Так' }])
    expect(keys).toEqual(['feed.comment:7:k1:abc', undefined])
    expect(result.sent.map((action) => action.kind)).toEqual(['feed.like', 'feed.vote', 'feed.comment', 'feed.reply'])
    expect(queue.getSnapshot()).toEqual([])
  })
})
