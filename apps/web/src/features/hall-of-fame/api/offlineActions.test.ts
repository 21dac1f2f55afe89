import { describe, expect, it } from 'vitest'
import { ApiClient, memoryStorage } from '@kobza/api-client'
import { legendMessages } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { OfflineQueue } from '../../../shared/network/offlineQueue'
import { fakeApi, jsonResponse } from '../../../test/renderApp'
import { legendFixture } from '../testing/fakes'
import { legendOfflineKinds, legendOfflineSenders as shellSenders } from '../public'
import { legendCommentsOffline, legendOfflineKeys } from './offlineActions'
import { legendOfflineSenders } from './offlineSenders'

const legend = legendFixture()
const uuid = legend.legendUuid
const votePath = routes.legends.vote.path.replace(':id', uuid)
const commentPath = routes.legends.addComment.path.replace(':id', uuid)
const replyPath = routes.legends.reply.path.replace(':id', uuid).replace(':commentId', '40')
const comment = {
  id: 41,
  postId: legend.id,
  parentCommentId: null,
  message: 'Слава',
  publishedAt: '2026-11-20T11:00:00.000Z',
  userCommenter: { uuid: 'u-1', nickName: 'maria', publicName: 'Марія', avatar: null },
  tailIds: [],
}

function setUp(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers)
  const client = new ApiClient({ baseUrl: 'http://kobza.test', storage: memoryStorage(), fetch: api })
  return { api, client, queue: new OfflineQueue(memoryStorage()) }
}

const queueVote = (queue: OfflineQueue) =>
  queue.enqueue({ kind: 'legends.vote', key: legendOfflineKeys.vote(uuid), owner: 'u-1', payload: { uuid } })

describe('the Hall of Fame’s offline senders', () => {
  it('send a queued vote, comment and reply through the legends’ own calls', async () => {
    const bodies: unknown[] = []
    const { api, client, queue } = setUp({
      [`POST ${votePath}`]: () => jsonResponse(200, { ...legend, voteInfo: { ...legend.voteInfo, isVoted: true } }),
      [`POST ${commentPath}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)))
        return jsonResponse(201, comment)
      },
      [`POST ${replyPath}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)))
        return jsonResponse(201, { ...comment, id: 42, parentCommentId: 40 })
      },
    })
    const offline = legendCommentsOffline(uuid)
    queueVote(queue)
    queue.enqueue({
      ...offline.comments,
      key: `${offline.comments.key}:a`,
      owner: 'u-1',
      payload: { uuid, text: 'Слава' },
    })
    const reply = offline.replies(40)
    queue.enqueue({ ...reply, key: `${reply.key}:b`, owner: 'u-1', payload: { uuid, commentId: 40, text: 'Так' } })

    const result = await queue.flush(client, 'u-1', legendOfflineSenders)

    expect(api.calls).toEqual([`POST ${votePath}`, `POST ${commentPath}`, `POST ${replyPath}`])
    expect(bodies).toEqual([{ comment: 'Слава' }, { comment: 'Так' }])
    expect(result.sent.map((action) => action.kind)).toEqual(['legends.vote', 'legends.comment', 'legends.reply'])
    expect(result.dropped).toEqual([])
  })

  it('are the ones the shell loads on first use, by the same kinds', async () => {
    expect(Object.keys(legendOfflineSenders).sort()).toEqual([...legendOfflineKinds].sort())
    const { client, queue } = setUp({
      [`POST ${votePath}`]: () => jsonResponse(200, { ...legend, voteInfo: { ...legend.voteInfo, isVoted: true } }),
    })
    queueVote(queue)
    const result = await queue.flush(client, 'u-1', shellSenders)
    expect(result.sent.map((action) => action.kind)).toEqual(['legends.vote'])
  })

  it('count a vote the API already has as sent (sent twice, counted once), not as refused', async () => {
    const { client, queue } = setUp({
      [`POST ${votePath}`]: () => jsonResponse(409, { errors: [{ message: legendMessages.alreadyVoted }] }),
    })
    queueVote(queue)
    const result = await queue.flush(client, 'u-1', legendOfflineSenders)
    expect(result.sent.map((action) => action.kind)).toEqual(['legends.vote'])
    expect(result.dropped).toEqual([])
  })

  it('drop a vote the API refuses on return (the stage closed meanwhile, or the legend is gone)', async () => {
    for (const [status, message] of [
      [409, legendMessages.votingClosed],
      [404, 'Legend not found'],
      [403, 'Forbidden'],
    ] as const) {
      const { client, queue } = setUp({ [`POST ${votePath}`]: () => jsonResponse(status, { errors: [{ message }] }) })
      queueVote(queue)
      const result = await queue.flush(client, 'u-1', legendOfflineSenders)
      expect(
        result.dropped.map((action) => action.kind),
        `${status}`
      ).toEqual(['legends.vote'])
      expect(queue.getSnapshot()).toEqual([])
    }
  })
})
