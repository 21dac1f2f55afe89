import { test } from '@japa/runner'
import { adminResources, adminResourceNames, authorities, messages, type AdminResource } from '@kobza/contract'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import Report from '#moderation/report'
import Legend from '#legends/legend'
import { seedReferenceData } from '#catalogue/reference_data'
import { createUser, signedIn } from '#tests/helpers'
import { nominatedLegend } from '../legends/helpers.js'
import { pendingOrder } from '../payments/helpers.js'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import Withdrawal from '#payments/withdrawal'
import GreetingOrder from '#greetings/greeting_order'
import Comment from '#feed/comment'
import { postFactory } from '#database/factories/post_factory'
import { Subscription } from '#subscriptions/public'

type Method = 'get' | 'post' | 'put' | 'delete'
interface Endpoint {
  method: Method
  url: string
  body?: Record<string, unknown>
}

/** Every endpoint of each console resource; a Record so a new resource cannot go untested. */
async function endpointsOf(): Promise<Record<AdminResource, { reads: Endpoint[]; writes: Endpoint[] }>> {
  const genre = await Genre.query().orderBy('id').firstOrFail()
  const era = await Era.query().orderBy('id').firstOrFail()
  const someone = await createUser()
  const legend = await nominatedLegend(someone)
  const artist = await createUser({ authorities: ['ARTIST'] })
  // Rows only, no money moved: the gate is checked before any of them is read or changed.
  const { order: purchase } = await pendingOrder(
    { goal: 'VID_CONGRATULATION', amount: 10_000n, userDesire: 'Hi' },
    { fan: someone, artist }
  )
  const withdrawal = await Withdrawal.create({
    uuid: randomUUID(),
    artistId: artist.id,
    amount: 100n,
    currency: 'UAH',
    status: 'REQUESTED',
  })
  const order = await GreetingOrder.create({
    purchaseId: purchase.id,
    purchaseUuid: purchase.uuid,
    fanId: someone.id,
    artistId: artist.id,
    amount: 10_000n,
    fanDesire: 'Hi',
    status: 'INIT',
    videoKey: null,
    deadlineAt: DateTime.utc().plus({ days: 7 }),
    settledAt: null,
    declinedBy: null,
  })
  const subscription = await Subscription.create({
    fanId: someone.id,
    artistId: artist.id,
    activeUntil: DateTime.utc().plus({ days: 30 }),
  })
  const post = await postFactory(artist).text('Gated').create()
  const comment = await Comment.create({
    parentKind: 'POST',
    parentId: post,
    replyToId: null,
    authorId: someone.id,
    message: 'Gated',
    hiddenAt: null,
    hiddenReason: null,
  })
  const report = await Report.create({
    reporterId: someone.id,
    targetKind: 'MESSAGE',
    targetId: String(someone.id),
    targetUserId: null,
    reason: 'Spam',
    status: 'OPEN',
  })
  return {
    genres: {
      reads: [
        { method: 'get', url: '/admin/api/genres' },
        { method: 'get', url: `/admin/api/genres/${genre.id}` },
      ],
      writes: [
        { method: 'post', url: '/admin/api/genres', body: { code: 'GATED_GENRE', name: 'Gated', nameUk: 'Закрито' } },
        { method: 'put', url: `/admin/api/genres/${genre.id}`, body: { name: 'Renamed' } },
        { method: 'delete', url: `/admin/api/genres/${genre.id}`, body: { reason: 'Gated' } },
      ],
    },
    eras: {
      reads: [
        { method: 'get', url: '/admin/api/eras' },
        { method: 'get', url: `/admin/api/eras/${era.id}` },
      ],
      writes: [{ method: 'put', url: `/admin/api/eras/${era.id}`, body: { nameUk: 'Закрито' } }],
    },
    users: {
      reads: [
        { method: 'get', url: '/admin/api/users' },
        { method: 'get', url: `/admin/api/users/${someone.id}` },
      ],
      writes: [
        { method: 'put', url: `/admin/api/users/${someone.id}`, body: { status: 'BLOCKED', reason: 'Перевірка прав' } },
      ],
    },
    'audit-logs': {
      reads: [
        { method: 'get', url: '/admin/api/audit-logs' },
        { method: 'get', url: '/admin/api/audit-logs/export' },
      ],
      writes: [],
    },
    'legend-reviews': {
      reads: [
        { method: 'get', url: '/admin/api/legend-reviews' },
        { method: 'get', url: `/admin/api/legend-reviews/${legend.id}` },
      ],
      writes: [
        { method: 'post', url: `/admin/api/legend-reviews/${legend.id}/decisions`, body: { decision: 'INDUCT' } },
      ],
    },
    legends: {
      reads: [
        { method: 'get', url: '/admin/api/legends' },
        { method: 'get', url: `/admin/api/legends/${legend.id}` },
      ],
      writes: [
        { method: 'put', url: `/admin/api/legends/${legend.id}`, body: { name: 'Renamed' } },
        { method: 'delete', url: `/admin/api/legends/${legend.id}`, body: { reason: 'Порушення' } },
      ],
    },
    'legend-settings': {
      reads: [
        { method: 'get', url: '/admin/api/legend-settings' },
        { method: 'get', url: '/admin/api/legend-settings/1' },
      ],
      writes: [
        {
          method: 'put',
          url: '/admin/api/legend-settings/1',
          body: { voteStageDays: 1, expectedMinimalVote: 1, judgesQuorum: 1, nominationsPerDay: 1 },
        },
      ],
    },
    payments: {
      reads: [
        { method: 'get', url: '/admin/api/payments' },
        { method: 'get', url: `/admin/api/payments/${purchase.id}` },
      ],
      writes: [],
    },
    withdrawals: {
      reads: [
        { method: 'get', url: '/admin/api/withdrawals' },
        { method: 'get', url: `/admin/api/withdrawals/${withdrawal.id}` },
      ],
      // Refused before anything moves: a decided withdrawal would post entries.
      writes: [
        {
          method: 'put',
          url: `/admin/api/withdrawals/${withdrawal.id}`,
          body: { status: 'REJECTED', reason: 'Gated' },
        },
      ],
    },
    'greeting-orders': {
      reads: [
        { method: 'get', url: '/admin/api/greeting-orders' },
        { method: 'get', url: `/admin/api/greeting-orders/${order.id}` },
      ],
      // Refused before anything moves: a refund would return the (unpaid) hold to the fan.
      writes: [{ method: 'post', url: `/admin/api/greeting-orders/${order.id}/refunds`, body: { reason: 'Gated' } }],
    },
    subscriptions: {
      reads: [
        { method: 'get', url: '/admin/api/subscriptions' },
        { method: 'get', url: `/admin/api/subscriptions/${subscription.id}` },
      ],
      writes: [],
    },
    reports: {
      reads: [
        { method: 'get', url: '/admin/api/reports' },
        { method: 'get', url: `/admin/api/reports/${report.id}` },
      ],
      writes: [
        { method: 'put', url: `/admin/api/reports/${report.id}`, body: { action: 'DISMISS', note: 'Не порушення' } },
      ],
    },
    posts: {
      reads: [
        { method: 'get', url: '/admin/api/posts' },
        { method: 'get', url: `/admin/api/posts/${post}` },
      ],
      writes: [
        { method: 'put', url: `/admin/api/posts/${post}`, body: { hidden: true, reason: 'Gated' } },
        { method: 'delete', url: `/admin/api/posts/${post}`, body: { reason: 'Порушення' } },
      ],
    },
    comments: {
      reads: [
        { method: 'get', url: '/admin/api/comments' },
        { method: 'get', url: `/admin/api/comments/${comment.id}` },
      ],
      writes: [
        { method: 'put', url: `/admin/api/comments/${comment.id}`, body: { hidden: true, reason: 'Gated' } },
        { method: 'delete', url: `/admin/api/comments/${comment.id}`, body: { reason: 'Порушення' } },
      ],
    },
  }
}

test.group('Admin resources admit exactly the authorities the contract lists', (group) => {
  group.each.setup(async () => {
    await Genre.query().delete()
    await seedReferenceData()
  })

  for (const resource of adminResourceNames) {
    const allowed: readonly string[] = adminResources[resource]
    const refused = authorities.options.filter((authority) => !allowed.includes(authority))

    test(`${resource}: refused with 403 to ${refused.join(', ')} and to plain users`, async ({ client, assert }) => {
      const endpoints = (await endpointsOf())[resource]
      const outsiders = [...refused.map((authority) => [authority]), []] as (typeof refused)[]
      for (const held of outsiders) {
        const { bearer } = await signedIn({ authorities: held })
        for (const { method, url, body } of [...endpoints.reads, ...endpoints.writes]) {
          const request = client[method](url).header('authorization', bearer)
          // The client types bodies per route; one loop over several routes cannot name them all.
          const response = await (body ? request.json(body as never) : request)
          assert.equal(response.status(), 403, `${method.toUpperCase()} ${url} as [${held.join(', ')}]`)
          assert.deepEqual(response.body(), { errors: [{ message: messages.forbidden }] })
        }
      }
      assert.equal(await Genre.findBy('code', 'GATED_GENRE'), null)
      assert.equal(await Era.query().where('name_uk', 'Закрито').first(), null)
    })

    test(`${resource}: open with 200 to ${allowed.join(', ')}`, async ({ client, assert }) => {
      const endpoints = (await endpointsOf())[resource]
      for (const authority of adminResources[resource]) {
        const { bearer } = await signedIn({ authorities: [authority] })
        for (const { method, url } of endpoints.reads) {
          const response = await client[method](url).header('authorization', bearer)
          assert.equal(response.status(), 200, `${method.toUpperCase()} ${url} as ${authority}`)
        }
      }
    })
  }

  test('a judge is refused the users list (403), an administrator is served it (200)', async ({ client }) => {
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    ;(await client.get('/admin/api/users').header('authorization', judge.bearer)).assertStatus(403)
    const admin = await signedIn({ authorities: ['ADMIN'] })
    ;(await client.get('/admin/api/users').header('authorization', admin.bearer)).assertStatus(200)
  })

  test("an administrator reads the judges' queue (200) but deciding stays with judges (403)", async ({
    client,
    assert,
  }) => {
    const legend = await nominatedLegend(await createUser())
    await Legend.query().where('id', legend.id).update({ status: 'REVIEWING' })
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const queue = await client.get('/admin/api/legend-reviews').header('authorization', admin.bearer)
    queue.assertStatus(200)
    assert.include(
      queue.body().map((row: { id: number }) => row.id),
      legend.id
    )
    ;(await client.get(`/admin/api/legend-reviews/${legend.id}`).header('authorization', admin.bearer)).assertStatus(
      200
    )
    const decided = await client
      .post(`/admin/api/legend-reviews/${legend.id}/decisions`)
      .header('authorization', admin.bearer)
      .json({ decision: 'INDUCT' })
    decided.assertStatus(403)
    assert.deepEqual(decided.body(), { errors: [{ message: messages.forbidden }] })
    assert.equal((await Legend.findOrFail(legend.id)).status, 'REVIEWING')
  })

  test('anonymous callers get 401 on every resource', async ({ client }) => {
    for (const resource of adminResourceNames) {
      ;(await client.get(`/admin/api/${resource}`)).assertStatus(401)
    }
  })
})
