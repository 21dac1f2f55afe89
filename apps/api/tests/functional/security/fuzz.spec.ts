import { gradientPng, toneWav } from '@kobza/testkit'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import * as contract from '@kobza/contract'
import { signedIn } from '#tests/helpers'
import { subscribe } from '#subscriptions/public'
import { postFactory } from '#database/factories/post_factory'
import { createSongRow } from '#database/factories/catalogue_factory'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'
import { nominatedLegend } from '#tests/functional/legends/helpers'
import { freshMarkets } from '#tests/functional/markets/market_setup'
import { ordersOf, paidGreeting } from '#tests/functional/greetings/helpers'
import Poll from '#feed/poll'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import { arbitraryFor, bodyFor, flatten } from './zod_arbitrary.js'

/*
 * Property-based fuzzing of every JSON and multipart endpoint, shaped by the contract's zod
 * schemas (./zod_arbitrary.ts): random, boundary, oversized, wrong-type and unicode-tricky
 * values, sent by a caller who passes the gate (so validation and the use case are reached).
 * Properties: never a 5xx; a refusal is `{ errors: [{ message }] }`; after a refusal no table's
 * row count and no file of the media disk changed. The seed is fixed (FUZZ_SEED to vary it) and
 * fast-check prints it with the counterexample; runs are few per endpoint to keep `npm test` fast.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_123)
const numRuns = Number(process.env.FUZZ_RUNS ?? 6)

type Session = Awaited<ReturnType<typeof signedIn>>
interface World {
  fan: Session
  owner: Session
  staff: Session
  judge: Session
  victim: Session
  postId: number
  commentId: number
  pollId: number
  legendUuid: string
  songId: number
  genreId: number
  eraId: number
  /** A paid video greeting still waiting for its video: the console's refund reaches its use case. */
  greetingOrderId: number
}

type Who = 'anonymous' | 'fan' | 'owner' | 'staff' | 'judge'
interface Target {
  method: 'post' | 'put' | 'patch' | 'delete'
  url: (w: World) => string
  who: Who
  schema: z.ZodType
  /** Multipart: the file parts the endpoint reads; a JSON-in-a-part field for the auction. */
  multipart?: { files: string[]; jsonPart?: string }
  form?: boolean
}

const api = contract.endpoints
const json = (route: { method: string; path: string }, schema: z.ZodType, who: Who, url?: Target['url']) =>
  ({
    method: route.method.toLowerCase() as Target['method'],
    url: url ?? (() => route.path),
    who,
    schema,
  }) satisfies Target
const multipart = (
  route: { method: string; path: string },
  schema: z.ZodType,
  who: Who,
  url: Target['url'],
  files: string[],
  jsonPart?: string
): Target => ({ ...json(route, schema, who, url), multipart: { files, jsonPart } })

/** Keyed `domain.name` for /api/v1 (checked against the contract) and "METHOD path" for the console. */
const targets: Record<string, Target> = {
  'accounts.signUp': json(api.accounts.signUp, contract.signUpRequest, 'anonymous'),
  'accounts.login': json(api.accounts.login, contract.loginRequest, 'anonymous'),
  'accounts.refresh': json(api.accounts.refresh, contract.refreshRequest, 'anonymous'),
  'accounts.requestPasswordReset': json(api.accounts.requestPasswordReset, contract.passwordResetRequest, 'anonymous'),
  'accounts.confirmPasswordReset': json(
    api.accounts.confirmPasswordReset,
    contract.passwordResetConfirm,
    'anonymous',
    () => '/api/v1/login/password/reset/confirm/fuzz-key'
  ),
  'accounts.changePassword': json(api.accounts.changePassword, contract.changePasswordRequest, 'fan'),
  'accounts.requestEmailChange': json(api.accounts.requestEmailChange, contract.changeEmailRequest, 'fan'),
  'accounts.deleteAccount': json(api.accounts.deleteAccount, contract.deleteAccountRequest, 'fan'),
  'catalogue.createSong': multipart(
    api.catalogue.createSong,
    contract.songCreate,
    'owner',
    (w) => `/api/v1/products/${w.owner.user.uuid}/songs`,
    ['file']
  ),
  'catalogue.createPlaylist': multipart(
    api.catalogue.createPlaylist,
    contract.playlistCreate,
    'owner',
    (w) => `/api/v1/products/${w.owner.user.uuid}/albums`,
    ['playListCover']
  ),
  'catalogue.createEvent': multipart(
    api.catalogue.createEvent,
    contract.eventCreate,
    'owner',
    (w) => `/api/v1/products/${w.owner.user.uuid}/events`,
    ['eventCover']
  ),
  'profiles.updateProfile': multipart(
    api.profiles.updateProfile,
    contract.profileUpdate,
    'owner',
    (w) => `/api/v1/profiles/${w.owner.user.uuid}`,
    ['avatar', 'cover']
  ),
  'profiles.updateServicePrices': json(
    api.profiles.updateServicePrices,
    contract.servicePricesUpdate,
    'owner',
    (w) => `/api/v1/service-prices/${w.owner.user.uuid}`
  ),
  'profiles.inviteSubscriber': json(
    api.profiles.inviteSubscriber,
    contract.subscriberInvitation,
    'owner',
    (w) => `/api/v1/subscribers/${w.owner.user.uuid}`
  ),
  'search.search': json(api.search.search, contract.searchRequest, 'anonymous', () => '/api/v1/search/SONG'),
  'markets.createAuction': multipart(
    api.markets.createAuction,
    contract.auctionCreateRequest,
    'owner',
    () => '/api/v1/auctions',
    ['coverFile'],
    'auction'
  ),
  'markets.recordBid': json(api.markets.recordBid, contract.bidUpdateRequest, 'fan', () => '/api/v1/auctions/1/bid'),
  'markets.createOffer': json(api.markets.createOffer, contract.offerCreateRequest, 'fan'),
  'feed.createPost': multipart(
    api.feed.createPost,
    contract.createPostFields,
    'owner',
    (w) => `/api/v1/contents/${w.owner.user.uuid}`,
    ['images[0].file', 'songs[0].songFile']
  ),
  'feed.vote': json(api.feed.vote, contract.voteRequest, 'fan', (w) => `/api/v1/polls/${w.pollId}`),
  'feed.addComment': json(
    api.feed.addComment,
    contract.addCommentRequest,
    'fan',
    (w) => `/api/v1/comments/${w.postId}`
  ),
  'feed.reply': json(
    api.feed.reply,
    contract.addCommentRequest,
    'fan',
    (w) => `/api/v1/comments/${w.postId}/${w.commentId}`
  ),
  'payments.purchase': json(api.payments.purchase, contract.purchaseRequest, 'fan'),
  'payments.callback': {
    ...json(api.payments.callback, contract.paymentCallback, 'anonymous', () => '/api/v1/payments/callbacks/sandbox'),
    form: true,
  },
  'payments.requestWithdrawal': json(api.payments.requestWithdrawal, contract.withdrawalRequest, 'owner'),
  'greetings.deliver': multipart(
    api.greetings.deliver,
    // Only the `video` part: no text fields (an empty object schema).
    contract.videoOrdersQuery.pick({}),
    'owner',
    () => '/api/v1/video-congratulations/1',
    ['video']
  ),
  'legends.search': json(api.legends.search, contract.legendSearchBody, 'anonymous'),
  'legends.createSong': multipart(
    api.legends.createSong,
    contract.songLegendCreate,
    'fan',
    () => '/api/v1/legends/songs',
    ['coverFile', 'songFile']
  ),
  'legends.createPerson': multipart(
    api.legends.createPerson,
    contract.personLegendCreate,
    'fan',
    () => '/api/v1/legends/persons',
    ['coverFile']
  ),
  'legends.addComment': json(
    api.legends.addComment,
    contract.addCommentRequest,
    'fan',
    (w) => `/api/v1/legends/${w.legendUuid}/comments`
  ),
  'legends.reply': json(
    api.legends.reply,
    contract.addCommentRequest,
    'fan',
    (w) => `/api/v1/legends/${w.legendUuid}/comments/1`
  ),
  'chat.send': multipart(api.chat.send, contract.sendChatMessageFields, 'fan', () => '/api/v1/chats/messages', [
    'file',
  ]),
  'moderation.report': json(api.moderation.report, contract.createReportRequest, 'fan'),
  'notifications.read': json(api.notifications.read, contract.markNotificationsReadRequest, 'fan'),
  'notifications.updateSettings': json(
    api.notifications.updateSettings,
    contract.updateNotificationSettingsRequest,
    'fan'
  ),
  'notifications.pushSubscribe': json(api.notifications.pushSubscribe, contract.pushSubscriptionRequest, 'fan'),
  'notifications.pushUnsubscribe': json(api.notifications.pushUnsubscribe, contract.pushUnsubscribeRequest, 'fan'),

  // The console's JSON writes.
  'POST /admin/api/genres': json({ method: 'POST', path: '/admin/api/genres' }, contract.adminGenreInput, 'staff'),
  'PUT /admin/api/genres/:id': json(
    { method: 'PUT', path: '' },
    contract.adminGenreUpdate,
    'staff',
    (w) => `/admin/api/genres/${w.genreId}`
  ),
  'PUT /admin/api/eras/:id': json(
    { method: 'PUT', path: '' },
    contract.adminEraUpdate,
    'staff',
    (w) => `/admin/api/eras/${w.eraId}`
  ),
  'PUT /admin/api/users/:id': json(
    { method: 'PUT', path: '' },
    contract.adminUserUpdate,
    'staff',
    (w) => `/admin/api/users/${w.victim.user.id}`
  ),
  'PUT /admin/api/withdrawals/:id': json(
    { method: 'PUT', path: '/admin/api/withdrawals/1' },
    contract.adminWithdrawalDecision,
    'staff'
  ),
  'PUT /admin/api/reports/:id': json(
    { method: 'PUT', path: '/admin/api/reports/1' },
    contract.adminReportUpdate,
    'staff'
  ),
  'POST /admin/api/legend-reviews/:id/decisions': json(
    { method: 'POST', path: '' },
    contract.legendDecisionRequest,
    'judge',
    (w) => `/admin/api/legend-reviews/${w.legendUuid}/decisions`
  ),
  'PUT /admin/api/legends/:id': json(
    { method: 'PUT', path: '' },
    contract.adminLegendUpdate,
    'staff',
    (w) => `/admin/api/legends/${w.legendUuid}`
  ),
  'PUT /admin/api/legend-settings/:id': json(
    { method: 'PUT', path: '/admin/api/legend-settings/1' },
    contract.legendSettings,
    'staff'
  ),
  // The Content resource: hide with a reason, or show again (moderate_content.ts).
  'PUT /admin/api/posts/:id': json(
    { method: 'PUT', path: '' },
    contract.adminContentUpdate,
    'staff',
    (w) => `/admin/api/posts/${w.postId}`
  ),
  'PUT /admin/api/comments/:id': json(
    { method: 'PUT', path: '' },
    contract.adminContentUpdate,
    'staff',
    (w) => `/admin/api/comments/${w.commentId}`
  ),
  'POST /admin/api/greeting-orders/:id/refunds': json(
    { method: 'POST', path: '' },
    contract.adminGreetingRefund,
    'staff',
    (w) => `/admin/api/greeting-orders/${w.greetingOrderId}/refunds`
  ),
}

/**
 * "METHOD pattern" of every /admin/api route that reads a body, named as the authorization
 * matrix names them: a resource's update answers PUT and PATCH alike and is keyed by PUT.
 */
function consoleWritesWithBodies(): string[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/admin/api/'))
    .map((route) => `${route.methods.find((method) => method !== 'HEAD' && method !== 'OPTIONS')} ${route.pattern}`)
    .filter((route) => /^(POST|PUT|PATCH) /.test(route))
}

/** Endpoints of the contract that take a body: a schema, or multipart described elsewhere. */
function contractEndpointsWithBodies(): string[] {
  return Object.entries(contract.endpoints).flatMap(([domain, table]) =>
    Object.entries(table)
      .filter(([, endpoint]) => {
        const described = endpoint as { body?: unknown; contentType?: string }
        return (
          (described.body !== null && described.body !== undefined) || described.contentType === 'multipart/form-data'
        )
      })
      .map(([name]) => `${domain}.${name}`)
  )
}

let built: World | undefined
async function world(client: ApiClient): Promise<World> {
  if (built) return built
  await resetFeed()
  await freshMarkets()
  const owner = await signedIn({ authorities: ['ARTIST'] })
  const fan = await signedIn()
  await subscribe(fan.user.id, owner.user.id, DateTime.utc().plus({ days: 30 }))
  const postId = await postFactory(owner.user).withPoll({ isMultiAnswer: true }).create()
  const comment = await client
    .post(`/api/v1/comments/${postId}`)
    .header('authorization', fan.bearer)
    .json({ comment: 'Клас' })
  const legend = await nominatedLegend(fan.user)
  const song = await createSongRow(owner.user)
  await paidGreeting(client, fan, owner)
  const [order] = await ordersOf(client, owner.bearer, true)
  built = {
    fan,
    owner,
    staff: await signedIn({ authorities: ['ADMIN', 'MODERATOR'] }),
    judge: await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] }),
    victim: await signedIn(),
    postId,
    commentId: (comment.body() as { id: number }).id,
    pollId: (await Poll.query().where('post_id', postId).firstOrFail()).id,
    legendUuid: legend.legendUuid,
    songId: song.id,
    genreId: (await Genre.query().orderBy('id').firstOrFail()).id,
    eraId: (await Era.query().orderBy('id').firstOrFail()).id,
    greetingOrderId: order!.id,
  }
  return built
}

/** Row counts of every table, in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const connection = db.connection()
  const schemas = connection.dialect.name === 'postgres' ? ['public'] : undefined
  const tables = (await connection.getAllTables(schemas)).filter((table) => !table.startsWith('adonis_schema'))
  const select = tables.map((table, index) => `(select count(*) from "${table}") as c${index}`).join(', ')
  const row = (await db.rawQuery(`select ${select}`)) as unknown
  const values: Record<string, unknown> =
    connection.dialect.name === 'postgres'
      ? (row as { rows: Record<string, unknown>[] }).rows[0]!
      : (row as Record<string, unknown>[])[0]!
  return Object.fromEntries(tables.map((table, index) => [table, Number(values[`c${index}`])]))
}

/*
 * Tables a refusal writes to on purpose: every payment callback is kept with its outcome,
 * forged and rejected ones included (handle_callback.ts), for the operators' audit.
 */
const recordsRefusals = new Set(['payment_callbacks'])

const files: fc.Arbitrary<{ bytes: Buffer; name: string }> = fc.constantFrom(
  { bytes: gradientPng(8, 8), name: 'ok.png' },
  { bytes: toneWav(0.2), name: 'ok.wav' },
  { bytes: Buffer.alloc(0), name: 'empty.png' },
  { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'x.svg' },
  { bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]), name: 'poly.gif' },
  { bytes: Buffer.from('\u0000'.repeat(64)), name: '\u202Egnp.exe' },
  { bytes: gradientPng(8, 8).subarray(0, 40), name: 'truncated.png' }
)

function isErrorShape(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((item) => typeof (item as { message?: unknown })?.message === 'string')
  )
}

test.group('Fuzzing every JSON and multipart endpoint from the contract', () => {
  test('every contract endpoint with a body has a fuzz target', ({ assert }) => {
    const missing = contractEndpointsWithBodies().filter((name) => !(name in targets))
    assert.deepEqual(missing, [], `endpoints without a fuzz target: ${missing.join(', ')}`)
  })

  test('every console write the router holds has a fuzz target', ({ assert }) => {
    const writes = consoleWritesWithBodies()
    // The router is loaded: the Content resource's hide/show is among the writes it lists.
    assert.include(writes, 'PUT /admin/api/posts/:id')
    const missing = writes.filter((route) => !(route in targets))
    assert.deepEqual(missing, [], `console writes without a fuzz target: ${missing.join(', ')}`)
    const stale = Object.keys(targets).filter((key) => key.includes(' /admin/api/') && !writes.includes(key))
    assert.deepEqual(stale, [], `console fuzz targets for routes the router does not hold: ${stale.join(', ')}`)
  })

  for (const [name, target] of Object.entries(targets)) {
    test(name, async ({ client, assert }) => {
      const w = await world(client)
      const bearer = target.who === 'anonymous' ? undefined : w[target.who].bearer
      const input = target.multipart
        ? fc.tuple(
            fc.oneof(arbitraryFor(target.schema), bodyFor(target.schema)),
            fc.array(fc.tuple(fc.constantFrom(...target.multipart.files), files), { maxLength: 2 })
          )
        : fc.tuple(bodyFor(target.schema), fc.constant([] as Array<[string, { bytes: Buffer; name: string }]>))
      const problems: string[] = []
      await fc
        .assert(
          fc.asyncProperty(input, async ([body, attached]) => {
            const counts = await rowCounts()
            const media = storedMediaKeys().sort()
            let request = client[target.method](target.url(w))
            if (bearer) request = request.header('authorization', bearer)
            if (target.multipart) {
              const fields =
                target.multipart.jsonPart !== undefined
                  ? [[target.multipart.jsonPart, JSON.stringify(body) ?? '']]
                  : flatten(body)
              for (const [field, value] of fields) request = request.field(field!, value!)
              for (const [field, file] of attached) request = request.file(field, file.bytes, { filename: file.name })
            } else if (target.form) {
              request = request.form((body ?? {}) as never)
            } else {
              request = request.json(body as never)
            }
            const response = await request
            const status = response.status()
            const sent = JSON.stringify(body)?.slice(0, 300)
            if (status >= 500) problems.push(`${status} for ${sent}: ${response.text().slice(0, 200)}`)
            if (status >= 400) {
              if (!isErrorShape(response.body()))
                problems.push(`${status} not in the error shape: ${response.text().slice(0, 200)}`)
              const after = await rowCounts()
              const changed = Object.keys(after).filter(
                (table) => after[table] !== counts[table] && !recordsRefusals.has(table)
              )
              if (changed.length > 0) problems.push(`${status} yet rows changed in ${changed.join(', ')} for ${sent}`)
              if (storedMediaKeys().sort().join() !== media.join())
                problems.push(`${status} yet media files changed for ${sent}`)
            }
            return problems.length === 0
          }),
          { seed, numRuns, endOnFailure: true }
        )
        .catch((error: Error) => {
          throw new Error(`${name} (seed ${seed}): ${problems.join(' | ')}\n${error.message.slice(0, 1500)}`)
        })
      assert.deepEqual(problems, [])
    }).timeout(Math.max(30_000, numRuns * 5_000)) // sign-ups hash passwords: a long FUZZ_RUNS takes time
  }
})
