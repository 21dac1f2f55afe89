import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import { adminDashboardAuthorities, adminResources, type AdminResource } from '@kobza/contract'
import { DateTime } from 'luxon'
import { signedIn } from '#tests/helpers'
import { subscribe } from '#subscriptions/public'
import { postFactory } from '#database/factories/post_factory'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'
import { resetFeed } from '#tests/functional/feed/helpers'
import { nominatedLegend, settings as legendSettingsFor } from '#tests/functional/legends/helpers'
import { paidGreeting } from '#tests/functional/greetings/helpers'
import { sendText } from '#tests/functional/chat/helpers'
import Era from '#catalogue/era'
import Genre from '#catalogue/genre'
import Poll from '#feed/poll'
import Comment from '#feed/comment'
import { freshMarkets } from '#tests/functional/markets/market_setup'

/*
 * Who may call what: every /api/v1 and /admin/api route the router holds, tried by each kind of
 * caller. The table below is keyed by "METHOD pattern" as the router lists it; a route without
 * an entry fails the first test by name, so a new route cannot ship unreviewed. Adding one is a
 * line: `'GET /admin/api/things': admin('things', (w) => '/admin/api/things')`.
 *
 * A refused caller gets the exact status written here (401 without a valid session, 403 when
 * signed in but not allowed, 404 where the API hides what is not yours). An allowed caller must
 * pass the gate: no 401/403, no 5xx (and no 404 where 404 is the refusal), or exactly `ok`.
 */

const callers = [
  'anonymous',
  'fan',
  'otherFan',
  'subscriber',
  'owner',
  'otherArtist',
  'blocked',
  'moderator',
  'judge',
  'admin',
] as const
type Caller = (typeof callers)[number]
const signedInCallers: readonly Caller[] = callers.filter((caller) => caller !== 'anonymous' && caller !== 'blocked')

type Session = Awaited<ReturnType<typeof signedIn>>
interface World {
  /** A user none of the callers is. */
  stranger: string
  users: Record<Exclude<Caller, 'anonymous'>, Session>
  publicPost: number
  premiumPost: number
  pollId: number
  commentId: number
  playlistId: number
  eventId: number
  songId: number
  legendUuid: string
  chatId: number
  greetingOfferId: number
  genreId: number
  eraId: number
}

interface Call {
  url: string
  json?: Record<string, unknown>
  fields?: Record<string, string>
}

interface Rule {
  /** Callers that pass the gate. */
  allow: readonly Caller[]
  /** Exact status of an allowed caller, when the call is meant to succeed. */
  ok?: number
  /** Status of a signed-in caller outside `allow` (403 unless the API hides the resource). */
  refuse?: number
  /** Per-caller exceptions to the above. */
  except?: Partial<Record<Caller, number>>
  /** Built per caller, so a destructive call gets its own fresh resource. */
  call: (w: World, caller: Caller) => Call | Promise<Call>
}

const everyone: readonly Caller[] = callers
/** Open to all, the blocked user's token included (reads of public data ignore who asks). */
const open = (call: Rule['call'], ok = 200): Rule => ({ allow: everyone, ok, call })
/**
 * Open to all, but the route reads who asks (likes, votes, subscriptions, a ledger signer): a
 * blocked user's token is refused with 401 rather than served as anonymous, like any token that
 * is no longer valid (spec 000 §4: the client refreshes on a 401).
 */
const openToViewers = (call: Rule['call'], ok = 200): Rule => ({ ...open(call, ok), except: { blocked: 401 } })
/** Any active signed-in user; anonymous callers and blocked users' tokens get 401. */
const signedInOnly = (call: Rule['call'], extra: Partial<Rule> = {}): Rule => ({
  allow: signedInCallers,
  call,
  ...extra,
})
const only = (allow: readonly Caller[], call: Rule['call'], extra: Partial<Rule> = {}): Rule => ({
  allow,
  call,
  ...extra,
})
/** A console resource: exactly the authorities the contract lists for it (adminResources). */
function admin(resource: AdminResource, call: Rule['call'], extra: Partial<Rule> = {}): Rule {
  const holders: Record<string, Caller> = { ADMIN: 'admin', MODERATOR: 'moderator', JUDGE_HALL_OF_FAME: 'judge' }
  return { allow: adminResources[resource].map((authority) => holders[authority]!), call, ...extra }
}

const artistsAndStaff: readonly Caller[] = ['owner', 'otherArtist']

const table: Record<string, Rule> = {
  // ── health and reference data ─────────────────────────────────────────────────────────────
  'GET /api/v1/health': open(() => ({ url: '/api/v1/health' })),
  'GET /api/v1/getServerTime': open(() => ({ url: '/api/v1/getServerTime' })),
  'GET /api/v1/genres': open(() => ({ url: '/api/v1/genres' })),
  // Without a url the query is refused the same for everyone: the gate lets every caller reach it.
  'GET /api/v1/oembed': open(() => ({ url: '/api/v1/oembed' }), 422),
  'GET /api/v1/eras': open(() => ({ url: '/api/v1/eras' })),

  // ── accounts ─────────────────────────────────────────────────────────────────────────────
  'POST /api/v1/sign-up': open(() => ({ url: '/api/v1/sign-up', json: {} }), 422),
  'POST /api/v1/login': open(() => ({ url: '/api/v1/login', json: {} }), 422),
  'POST /api/v1/login/token/refresh': open(() => ({ url: '/api/v1/login/token/refresh', json: {} }), 422),
  // Only one's own session (accounts/sessions.spec.ts signs out for real): here every caller
  // names someone else's uuid, so each is refused and no session of the table is ended.
  'POST /api/v1/login/logout/:uuid': only([], (w) => ({ url: `/api/v1/login/logout/${w.stranger}` })),
  'POST /api/v1/login/password/reset': open(() => ({ url: '/api/v1/login/password/reset', json: {} }), 422),
  'POST /api/v1/login/password/reset/confirm/:key': open(
    () => ({ url: '/api/v1/login/password/reset/confirm/not-a-key', json: {} }),
    422
  ),
  'POST /api/v1/account/email/confirm/:key': open(() => ({ url: '/api/v1/account/email/confirm/not-a-key' }), 400),
  'GET /api/v1/account': signedInOnly(() => ({ url: '/api/v1/account' }), { ok: 200 }),
  'PATCH /api/v1/account/password': signedInOnly(() => ({ url: '/api/v1/account/password', json: {} }), { ok: 422 }),
  'POST /api/v1/account/email': signedInOnly(() => ({ url: '/api/v1/account/email', json: {} }), { ok: 422 }),
  'DELETE /api/v1/account': signedInOnly(() => ({ url: '/api/v1/account', json: {} }), { ok: 422 }),

  // ── catalogue: reads are public, writes only by the artist on their own uuid ─────────────────
  // Who asks matters (the artist also sees songs still processing): a blocked token is refused.
  'GET /api/v1/products/:uuid': openToViewers((w) => ({ url: `/api/v1/products/${w.users.owner.user.uuid}` })),
  // Who asks matters (the artist also sees songs still processing): a blocked token is refused.
  'GET /api/v1/products/:uuid/songs': openToViewers((w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/songs`,
  })),
  'GET /api/v1/products/:uuid/albums': open((w) => ({ url: `/api/v1/products/${w.users.owner.user.uuid}/albums` })),
  'GET /api/v1/products/:uuid/albums/:id': open((w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/albums/${w.playlistId}`,
  })),
  'GET /api/v1/products/:uuid/events': open((w) => ({ url: `/api/v1/products/${w.users.owner.user.uuid}/events` })),
  'GET /api/v1/products/:uuid/events/:id': open((w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/events/${w.eventId}`,
  })),
  'POST /api/v1/products/:uuid/songs': only(['owner'], (w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/songs`,
    fields: { songName: 'x' },
  })),
  'DELETE /api/v1/products/:uuid/songs/:songId': only(
    ['owner'],
    async (w, caller) => ({
      url: `/api/v1/products/${w.users.owner.user.uuid}/songs/${caller === 'owner' ? (await createSongRow(w.users.owner.user)).id : w.songId}`,
    }),
    { ok: 204 }
  ),
  'POST /api/v1/products/:uuid/albums': only(['owner'], (w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/albums`,
    fields: { playListName: '' },
  })),
  'POST /api/v1/products/:uuid/events': only(['owner'], (w) => ({
    url: `/api/v1/products/${w.users.owner.user.uuid}/events`,
    fields: { eventTitle: '' },
  })),

  // ── profiles and subscribers ─────────────────────────────────────────────────────────────
  'GET /api/v1/profiles/:id': openToViewers((w) => ({ url: `/api/v1/profiles/${w.users.owner.user.uuid}` })),
  'PATCH /api/v1/profiles/:id': only(['owner'], (w) => ({
    url: `/api/v1/profiles/${w.users.owner.user.uuid}`,
    fields: { description: 'Про мене' },
  })),
  'GET /api/v1/service-prices/:uuid': open((w) => ({ url: `/api/v1/service-prices/${w.users.owner.user.uuid}` })),
  'PATCH /api/v1/service-prices/:uuid': only(['owner'], (w) => ({
    url: `/api/v1/service-prices/${w.users.owner.user.uuid}`,
    json: {},
  })),
  'GET /api/v1/subscribers/:uuid': only(['owner'], (w) => ({ url: `/api/v1/subscribers/${w.users.owner.user.uuid}` }), {
    ok: 200,
  }),
  'POST /api/v1/subscribers/:uuid': only(['owner'], (w) => ({
    url: `/api/v1/subscribers/${w.users.owner.user.uuid}`,
    json: {},
  })),
  'POST /api/v1/subscribers/invitations/:key': signedInOnly(
    () => ({ url: '/api/v1/subscribers/invitations/no-such-key' }),
    {
      ok: 400,
    }
  ),
  // The subscriber themselves or the artist; the subscription is renewed before each try.
  'DELETE /api/v1/subscribers/:ownerUuid/:subscriberUuid': only(
    ['owner', 'subscriber'],
    async (w) => {
      await subscribe(w.users.subscriber.user.id, w.users.owner.user.id, DateTime.utc().plus({ days: 30 }))
      return { url: `/api/v1/subscribers/${w.users.owner.user.uuid}/${w.users.subscriber.user.uuid}` }
    },
    { ok: 204 }
  ),

  // ── feed ─────────────────────────────────────────────────────────────────────────────────
  'GET /api/v1/contents': openToViewers(() => ({ url: '/api/v1/contents?postType=PUBLIC' })),
  'GET /api/v1/contents/:uuid': openToViewers((w) => ({ url: `/api/v1/contents/${w.users.owner.user.uuid}` })),
  'GET /api/v1/contents/:uuid/:postId': openToViewers((w) => ({
    url: `/api/v1/contents/${w.users.owner.user.uuid}/${w.publicPost}`,
  })),
  'POST /api/v1/contents/:uuid': only(['owner'], (w) => ({
    url: `/api/v1/contents/${w.users.owner.user.uuid}`,
    fields: { postType: 'PUBLIC' },
  })),
  'DELETE /api/v1/contents/:uuid/:postId': only(
    ['owner'],
    async (w, caller) => ({
      url: `/api/v1/contents/${w.users.owner.user.uuid}/${caller === 'owner' ? await postFactory(w.users.owner.user).create() : w.publicPost}`,
    }),
    { ok: 204 }
  ),
  'POST /api/v1/contents/likes/:id': signedInOnly((w) => ({ url: `/api/v1/contents/likes/${w.publicPost}` }), {
    ok: 200,
  }),
  'DELETE /api/v1/contents/likes/:id': signedInOnly((w) => ({ url: `/api/v1/contents/likes/${w.publicPost}` }), {
    ok: 200,
  }),
  'POST /api/v1/polls/:pollId': signedInOnly((w) => ({ url: `/api/v1/polls/${w.pollId}`, json: {} }), { ok: 422 }),
  'DELETE /api/v1/polls/:pollId': signedInOnly((w) => ({ url: `/api/v1/polls/${w.pollId}` })),
  'GET /api/v1/polls/:pollId/voters': openToViewers((w) => ({ url: `/api/v1/polls/${w.pollId}/voters` })),
  'GET /api/v1/comments/:postId': openToViewers((w) => ({ url: `/api/v1/comments/${w.publicPost}` })),
  'POST /api/v1/comments/:postId': signedInOnly((w) => ({ url: `/api/v1/comments/${w.publicPost}`, json: {} }), {
    ok: 422,
  }),
  'GET /api/v1/comments/:postId/:commentId': openToViewers((w) => ({
    url: `/api/v1/comments/${w.publicPost}/${w.commentId}`,
  })),
  'POST /api/v1/comments/:postId/:commentId': signedInOnly(
    (w) => ({ url: `/api/v1/comments/${w.publicPost}/${w.commentId}`, json: {} }),
    { ok: 422 }
  ),

  // ── search and legends ───────────────────────────────────────────────────────────────────
  'POST /api/v1/search/:type': open(() => ({ url: '/api/v1/search/SONG', json: {} })),
  'POST /api/v1/legends/search': openToViewers(() => ({ url: '/api/v1/legends/search', json: {} })),
  'GET /api/v1/legends/songs-legends': open(() => ({ url: '/api/v1/legends/songs-legends' })),
  'GET /api/v1/legends/songs-legends/counts': open(() => ({ url: '/api/v1/legends/songs-legends/counts' })),
  'POST /api/v1/legends/songs': signedInOnly(() => ({ url: '/api/v1/legends/songs', fields: { name: '' } }), {
    ok: 422,
  }),
  'POST /api/v1/legends/persons': signedInOnly(() => ({ url: '/api/v1/legends/persons', fields: { name: '' } }), {
    ok: 422,
  }),
  'POST /api/v1/legends/votes/:id': signedInOnly((w) => ({ url: `/api/v1/legends/votes/${w.legendUuid}` })),
  'POST /api/v1/legends/likes/:id': signedInOnly((w) => ({ url: `/api/v1/legends/likes/${w.legendUuid}` }), {
    ok: 200,
  }),
  'DELETE /api/v1/legends/likes/:id': signedInOnly((w) => ({ url: `/api/v1/legends/likes/${w.legendUuid}` }), {
    ok: 200,
  }),
  'GET /api/v1/legends/:id': openToViewers((w) => ({ url: `/api/v1/legends/${w.legendUuid}` })),
  // The nominator (the fan here) before any vote, or staff; each try gets a fresh nomination.
  'DELETE /api/v1/legends/:id': only(
    ['fan', 'moderator', 'admin'],
    async (w) => ({ url: `/api/v1/legends/${(await nominatedLegend(w.users.fan.user)).legendUuid}` }),
    { ok: 204 }
  ),
  'GET /api/v1/legends/:id/comments': openToViewers((w) => ({ url: `/api/v1/legends/${w.legendUuid}/comments` })),
  'POST /api/v1/legends/:id/comments': signedInOnly(
    (w) => ({ url: `/api/v1/legends/${w.legendUuid}/comments`, json: {} }),
    { ok: 422 }
  ),
  'GET /api/v1/legends/:id/comments/:commentId': openToViewers((w) => ({
    url: `/api/v1/legends/${w.legendUuid}/comments/999999`,
  })),
  'POST /api/v1/legends/:id/comments/:commentId': signedInOnly(
    (w) => ({ url: `/api/v1/legends/${w.legendUuid}/comments/999999`, json: {} }),
    {}
  ),

  // ── chat and moderation ──────────────────────────────────────────────────────────────────
  'GET /api/v1/chats': signedInOnly(() => ({ url: '/api/v1/chats' }), { ok: 200 }),
  'GET /api/v1/chats/status': signedInOnly(
    (w) => ({ url: `/api/v1/chats/status?opponentUserUuid=${w.users.owner.user.uuid}` }),
    {
      ok: 200,
    }
  ),
  // Only the two people in the chat (the subscriber and the artist); to others it does not exist.
  'GET /api/v1/chats/messages/:id': only(
    ['subscriber', 'owner'],
    (w) => ({ url: `/api/v1/chats/messages/${w.chatId}` }),
    {
      ok: 200,
      refuse: 404,
    }
  ),
  'POST /api/v1/chats/messages': signedInOnly(() => ({ url: '/api/v1/chats/messages', fields: {} })),
  'POST /api/v1/reports': signedInOnly(() => ({ url: '/api/v1/reports', json: {} }), { ok: 422 }),

  // ── notifications: each caller's own ─────────────────────────────────────────────────────
  'GET /api/v1/notifications': signedInOnly(() => ({ url: '/api/v1/notifications' }), { ok: 200 }),
  'POST /api/v1/notifications/read': signedInOnly(() => ({ url: '/api/v1/notifications/read', json: {} }), { ok: 200 }),
  'GET /api/v1/notifications/settings': signedInOnly(() => ({ url: '/api/v1/notifications/settings' }), { ok: 200 }),
  'PATCH /api/v1/notifications/settings': signedInOnly(
    () => ({ url: '/api/v1/notifications/settings', json: { settings: { NOPE: {} } } }),
    { ok: 422 }
  ),
  // A mailed link: the signed token is the proof, not a session (notifications/mail.spec.ts).
  'POST /api/v1/notifications/unsubscribe': open(
    () => ({ url: '/api/v1/notifications/unsubscribe?token=forged' }),
    400
  ),
  'GET /api/v1/notifications/unsubscribe': open(() => ({ url: '/api/v1/notifications/unsubscribe' }), 422),
  // The VAPID public key is what any browser subscribes with (notifications/push.spec.ts).
  'GET /api/v1/notifications/push/key': open(() => ({ url: '/api/v1/notifications/push/key' })),
  'POST /api/v1/notifications/push/subscriptions': signedInOnly(
    () => ({ url: '/api/v1/notifications/push/subscriptions', json: {} }),
    { ok: 422 }
  ),
  'DELETE /api/v1/notifications/push/subscriptions': signedInOnly(
    () => ({ url: '/api/v1/notifications/push/subscriptions', json: {} }),
    { ok: 422 }
  ),

  // ── payments and greetings ───────────────────────────────────────────────────────────────
  'POST /api/v1/payments/purchases': signedInOnly(() => ({ url: '/api/v1/payments/purchases', json: {} }), { ok: 422 }),
  // The provider's server calls it: the signature is the proof, not a session.
  'POST /api/v1/payments/callbacks/:provider': open(
    () => ({ url: '/api/v1/payments/callbacks/sandbox', json: { data: 'e30=', signature: 'forged' } }),
    400
  ),
  'GET /api/v1/payments/balance': only(artistsAndStaff, () => ({ url: '/api/v1/payments/balance' }), { ok: 200 }),
  // A well-formed request: the artist has nothing to withdraw (a refusal past the gate), others are refused.
  'POST /api/v1/payments/withdrawals': only(artistsAndStaff, () => ({
    url: '/api/v1/payments/withdrawals',
    json: { money: { amount: 100, currency: 'UAH' } },
  })),
  'GET /api/v1/payments/withdrawals': only(artistsAndStaff, () => ({ url: '/api/v1/payments/withdrawals' }), {
    ok: 200,
  }),
  'GET /api/v1/payments/received': only(artistsAndStaff, () => ({ url: '/api/v1/payments/received' }), { ok: 200 }),
  'GET /api/v1/video-congratulations': signedInOnly(
    () => ({ url: '/api/v1/video-congratulations?isArtistFlow=false' }),
    {
      ok: 200,
    }
  ),
  // The ordered artist only; the fan who ordered is told no (403), to everyone else it does not exist.
  'POST /api/v1/video-congratulations/:offerId': only(
    ['owner'],
    (w) => ({ url: `/api/v1/video-congratulations/${w.greetingOfferId}`, fields: {} }),
    { refuse: 404, except: { fan: 403 } }
  ),
  'DELETE /api/v1/video-congratulations/:offerId': only(
    ['owner'],
    (w) => ({ url: `/api/v1/video-congratulations/${w.greetingOfferId}` }),
    { refuse: 404, except: { fan: 403 } }
  ),

  // ── markets (ledger-backed: ids that do not exist prove the gate, not the trade) ─────────────
  'GET /api/v1/ledger/config': open(() => ({ url: '/api/v1/ledger/config' })),
  'POST /api/v1/ledger/my-account': signedInOnly(() => ({ url: '/api/v1/ledger/my-account' })),
  'ANY /api/v1/ledger/*': openToViewers(() => ({ url: '/api/v1/ledger/consensus' })),
  'GET /api/v1/auctions': open(() => ({ url: '/api/v1/auctions' })),
  'GET /api/v1/auctions/search': open(() => ({ url: '/api/v1/auctions/search' })),
  'GET /api/v1/auctions/:id': open(() => ({ url: '/api/v1/auctions/999999' }), 404),
  'POST /api/v1/auctions': only(artistsAndStaff, () => ({ url: '/api/v1/auctions', fields: {} })),
  'PATCH /api/v1/auctions/:id/bid': signedInOnly(() => ({ url: '/api/v1/auctions/999999/bid', json: {} })),
  'PATCH /api/v1/auctions/:id/finish': signedInOnly(() => ({ url: '/api/v1/auctions/999999/finish' })),
  // A fresh random id, not tied to anything the caller owns: any signed-in user may ask.
  'GET /api/v1/tokens/generate': signedInOnly(() => ({ url: '/api/v1/tokens/generate' }), { ok: 200 }),
  'GET /api/v1/songs/available': only(artistsAndStaff, () => ({ url: '/api/v1/songs/available' })),
  'GET /api/v1/secondary-market/offers': open(() => ({ url: '/api/v1/secondary-market/offers' })),
  'GET /api/v1/secondary-market/offers/available-tokens': signedInOnly(() => ({
    url: '/api/v1/secondary-market/offers/available-tokens',
  })),
  'GET /api/v1/secondary-market/offers/:id': open(() => ({ url: '/api/v1/secondary-market/offers/999999' }), 404),
  'POST /api/v1/secondary-market/offers': signedInOnly(() => ({ url: '/api/v1/secondary-market/offers', json: {} })),
  'PATCH /api/v1/secondary-market/offers/:id/buy': signedInOnly(() => ({
    url: '/api/v1/secondary-market/offers/999999/buy',
  })),

  // ── media: public keys for all; premium ones need a signed URL (the leak sweep covers them) ──
  'GET /api/v1/media/*': open(() => ({ url: '/api/v1/media/public/2026/01/no-such-file.png' }), 404),
  // Resumable uploads: signed-in only; an upload is its creator's alone, anyone else's id is a 404.
  'POST /api/v1/uploads': signedInOnly(() => ({ url: '/api/v1/uploads', json: {} }), { ok: 422 }),
  'ANY /api/v1/uploads/*': signedInOnly(() => ({ url: `/api/v1/uploads/song-999999-${'0'.repeat(32)}` }), {
    ok: 404,
  }),

  // ── console (/admin/api): the authorities adminResources lists, 401 anonymous, 403 others ───
  'GET /admin/api/genres': admin('genres', () => ({ url: '/admin/api/genres' }), { ok: 200 }),
  'POST /admin/api/genres': admin('genres', () => ({ url: '/admin/api/genres', json: {} }), { ok: 422 }),
  'GET /admin/api/genres/:id': admin('genres', (w) => ({ url: `/admin/api/genres/${w.genreId}` }), { ok: 200 }),
  'PUT /admin/api/genres/:id': admin('genres', (w) => ({ url: `/admin/api/genres/${w.genreId}`, json: { name: '' } }), {
    ok: 422,
  }),
  'DELETE /admin/api/genres/:id': admin('genres', () => ({ url: '/admin/api/genres/999999' }), { ok: 404 }),
  'GET /admin/api/eras': admin('eras', () => ({ url: '/admin/api/eras' }), { ok: 200 }),
  'GET /admin/api/eras/:id': admin('eras', (w) => ({ url: `/admin/api/eras/${w.eraId}` }), { ok: 200 }),
  'PUT /admin/api/eras/:id': admin('eras', (w) => ({ url: `/admin/api/eras/${w.eraId}`, json: { name: '' } }), {
    ok: 422,
  }),
  'GET /admin/api/users': admin('users', () => ({ url: '/admin/api/users' }), { ok: 200 }),
  'GET /admin/api/users/:id': admin('users', (w) => ({ url: `/admin/api/users/${w.users.fan.user.id}` }), { ok: 200 }),
  'PUT /admin/api/users/:id': admin(
    'users',
    (w) => ({ url: `/admin/api/users/${w.users.fan.user.id}`, json: { status: 'NOPE' } }),
    {
      ok: 422,
    }
  ),
  'GET /admin/api/audit-logs': admin('audit-logs', () => ({ url: '/admin/api/audit-logs' }), { ok: 200 }),
  'GET /admin/api/audit-logs/export': admin('audit-logs', () => ({ url: '/admin/api/audit-logs/export' }), {
    ok: 200,
  }),
  'GET /admin/api/payments': admin('payments', () => ({ url: '/admin/api/payments' }), { ok: 200 }),
  'GET /admin/api/payments/:id': admin('payments', () => ({ url: '/admin/api/payments/999999' }), { ok: 404 }),
  'GET /admin/api/withdrawals': admin('withdrawals', () => ({ url: '/admin/api/withdrawals' }), { ok: 200 }),
  'GET /admin/api/withdrawals/:id': admin('withdrawals', () => ({ url: '/admin/api/withdrawals/999999' }), { ok: 404 }),
  'PUT /admin/api/withdrawals/:id': admin('withdrawals', () => ({ url: '/admin/api/withdrawals/999999', json: {} })),
  'GET /admin/api/greeting-orders': admin('greeting-orders', () => ({ url: '/admin/api/greeting-orders' }), {
    ok: 200,
  }),
  'GET /admin/api/greeting-orders/:id': admin('greeting-orders', () => ({ url: '/admin/api/greeting-orders/999999' }), {
    ok: 404,
  }),
  // A missing order, so no caller's refund moves money (greeting_refund.spec.ts refunds for real).
  'POST /admin/api/greeting-orders/:id/refunds': admin(
    'greeting-orders',
    () => ({ url: '/admin/api/greeting-orders/999999/refunds', json: { reason: 'Wrong content' } }),
    { ok: 404 }
  ),
  'GET /admin/api/subscriptions': admin('subscriptions', () => ({ url: '/admin/api/subscriptions' }), { ok: 200 }),
  'GET /admin/api/subscriptions/:id': admin('subscriptions', () => ({ url: '/admin/api/subscriptions/999999' }), {
    ok: 404,
  }),
  'GET /admin/api/reports': admin('reports', () => ({ url: '/admin/api/reports' }), { ok: 200 }),
  'GET /admin/api/reports/:id': admin('reports', () => ({ url: '/admin/api/reports/999999' }), { ok: 404 }),
  'PUT /admin/api/reports/:id': admin('reports', () => ({ url: '/admin/api/reports/999999', json: {} })),
  'GET /admin/api/posts': admin('posts', () => ({ url: '/admin/api/posts' }), { ok: 200 }),
  'GET /admin/api/posts/:id': admin('posts', (w) => ({ url: `/admin/api/posts/${w.publicPost}` }), { ok: 200 }),
  'PUT /admin/api/posts/:id': admin('posts', () => ({ url: '/admin/api/posts/999999', json: {} })),
  'DELETE /admin/api/posts/:id': admin('posts', () => ({ url: '/admin/api/posts/999999' }), { ok: 404 }),
  'GET /admin/api/comments': admin('comments', () => ({ url: '/admin/api/comments' }), { ok: 200 }),
  'GET /admin/api/comments/:id': admin('comments', (w) => ({ url: `/admin/api/comments/${w.commentId}` }), { ok: 200 }),
  'PUT /admin/api/comments/:id': admin('comments', () => ({ url: '/admin/api/comments/999999', json: {} })),
  'DELETE /admin/api/comments/:id': admin('comments', () => ({ url: '/admin/api/comments/999999' }), { ok: 404 }),
  'GET /admin/api/dashboard': only(
    adminDashboardAuthorities.map((authority) => (authority === 'ADMIN' ? 'admin' : 'moderator')),
    () => ({ url: '/admin/api/dashboard' }),
    { ok: 200 }
  ),
  'GET /admin/api/legend-reviews': admin('legend-reviews', () => ({ url: '/admin/api/legend-reviews' }), { ok: 200 }),
  'GET /admin/api/legend-reviews/:id': admin('legend-reviews', (w) => ({
    url: `/admin/api/legend-reviews/${w.legendUuid}`,
  })),
  // Administrators read the queue (above) but only judges decide.
  'POST /admin/api/legend-reviews/:id/decisions': only(['judge'], () => ({
    url: '/admin/api/legend-reviews/999999/decisions',
    json: {},
  })),
  'GET /admin/api/legends': admin('legends', () => ({ url: '/admin/api/legends' }), { ok: 200 }),
  'GET /admin/api/legends/:id': admin('legends', () => ({ url: '/admin/api/legends/999999' }), { ok: 404 }),
  'PUT /admin/api/legends/:id': admin('legends', () => ({ url: '/admin/api/legends/999999', json: {} })),
  'DELETE /admin/api/legends/:id': admin('legends', () => ({ url: '/admin/api/legends/999999' }), { ok: 404 }),
  'GET /admin/api/legend-settings': admin('legend-settings', () => ({ url: '/admin/api/legend-settings' }), {
    ok: 200,
  }),
  'GET /admin/api/legend-settings/:id': admin('legend-settings', () => ({ url: '/admin/api/legend-settings/1' }), {
    ok: 200,
  }),
  'PUT /admin/api/legend-settings/:id': admin(
    'legend-settings',
    () => ({ url: '/admin/api/legend-settings/1', json: {} }),
    {
      ok: 422,
    }
  ),
}

/** "METHOD pattern" of every registered /api/v1 and /admin/api route (HEAD rides along with GET). */
function registeredRoutes(): string[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/v1/') || route.pattern.startsWith('/admin/api/'))
    .map((route) => {
      const methods = route.methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      return `${methods.length > 2 ? 'ANY' : methods[0]} ${route.pattern}`
    })
}

let built: World | undefined
async function world(client: ApiClient): Promise<World> {
  if (built) return built
  await resetFeed()
  await freshMarkets()
  const session = (authorities: Parameters<typeof signedIn>[0] = {}) => signedIn(authorities)
  const users: World['users'] = {
    fan: await session(),
    otherFan: await session(),
    subscriber: await session(),
    owner: await session({ authorities: ['ARTIST'] }),
    otherArtist: await session({ authorities: ['ARTIST'] }),
    blocked: await session(),
    moderator: await session({ authorities: ['MODERATOR'] }),
    judge: await session({ authorities: ['JUDGE_HALL_OF_FAME'] }),
    admin: await session({ authorities: ['ADMIN'] }),
  }
  await subscribe(users.subscriber.user.id, users.owner.user.id, DateTime.utc().plus({ days: 30 }))
  const publicPost = await postFactory(users.owner.user).withPoll({ isCanCancelOwnVote: true }).create()
  const premiumPost = await postFactory(users.owner.user).premium().text('Тільки для своїх').create()
  const poll = await Poll.query().where('post_id', publicPost).firstOrFail()
  const comment = await client
    .post(`/api/v1/comments/${publicPost}`)
    .header('authorization', users.fan.bearer)
    .json({ comment: 'Клас' })
  const song = await createSongRow(users.owner.user)
  const playlist = await createPlaylistRow(users.owner.user, [song])
  const event = await createEventRow(users.owner.user)
  // The fan nominates once per role the matrix tries: more than a day's allowance.
  await legendSettingsFor({ nominationsPerDay: 1000 })
  const legend = await nominatedLegend(users.fan.user)
  const sent = await sendText(client, users.subscriber, users.owner.user, 'Привіт')
  const order = await paidGreeting(client, users.fan, users.owner)
  const { default: GreetingOrder } = await import('#greetings/greeting_order')
  const offer = await GreetingOrder.query().where('purchase_id', order.id).firstOrFail()
  // Blocked last: a blocked user's tokens stop working at once.
  const { default: User } = await import('#accounts/user')
  await User.query().where('id', users.blocked.user.id).update({ status: 'BLOCKED' })
  const genre = await Genre.query().orderBy('id').firstOrFail()
  built = {
    stranger: (await signedIn()).user.uuid,
    users,
    publicPost,
    premiumPost,
    pollId: poll.id,
    commentId: (comment.body() as { id: number }).id ?? (await Comment.query().firstOrFail()).id,
    playlistId: playlist.id,
    eventId: event.id,
    songId: song.id,
    legendUuid: legend.legendUuid,
    chatId: (sent.body() as { chatId: number }).chatId,
    greetingOfferId: offer.id,
    genreId: genre.id,
    eraId: (await Era.query().orderBy('id').firstOrFail()).id,
  }
  return built
}

function expected(rule: Rule, caller: Caller): number | 'allowed' {
  if (rule.except?.[caller] !== undefined) return rule.except[caller]!
  if (rule.allow.includes(caller)) return 'allowed'
  if (caller === 'anonymous' || caller === 'blocked') return 401
  return rule.refuse ?? 403
}

async function send(client: ApiClient, method: string, call: Call, bearer?: string) {
  const verb = (method === 'ANY' ? 'get' : method.toLowerCase()) as 'get' | 'post' | 'put' | 'patch' | 'delete'
  let request = client[verb](call.url)
  if (bearer) request = request.header('authorization', bearer)
  if (call.json) request = request.json(call.json as never)
  for (const [name, value] of Object.entries(call.fields ?? {})) request = request.field(name, value)
  return request
}

test.group('Authorization matrix', () => {
  test('every /api/v1 and /admin/api route has an entry in the table, and every entry a route', ({ assert }) => {
    const registered = registeredRoutes()
    const missing = registered.filter((route) => !(route in table))
    assert.deepEqual(missing, [], `routes without an authorization entry (add one to the table): ${missing.join(', ')}`)
    const stale = Object.keys(table).filter((route) => !registered.includes(route))
    assert.deepEqual(stale, [], `entries for routes the router does not hold: ${stale.join(', ')}`)
  })

  for (const [route, rule] of Object.entries(table)) {
    test(route, async ({ client, assert }) => {
      const w = await world(client)
      const [method] = route.split(' ') as [string]
      // Refused callers first: an allowed destructive call must not change what they are refused.
      const order = [...callers].sort(
        (a, b) => Number(expected(rule, a) === 'allowed') - Number(expected(rule, b) === 'allowed')
      )
      const wrong: string[] = []
      for (const caller of order) {
        const call = await rule.call(w, caller)
        const bearer = caller === 'anonymous' ? undefined : w.users[caller].bearer
        const response = await send(client, method, call, bearer)
        const status = response.status()
        const want = expected(rule, caller)
        if (want === 'allowed') {
          const passes =
            rule.ok !== undefined
              ? status === rule.ok
              : status < 500 && status !== 401 && status !== 403 && (rule.refuse !== 404 || status !== 404)
          if (!passes)
            wrong.push(
              `${caller}: ${status}, expected ${rule.ok ?? 'to pass the gate'} (${response.text().slice(0, 120)})`
            )
        } else {
          if (status !== want) wrong.push(`${caller}: ${status}, expected ${want} (${response.text().slice(0, 120)})`)
          else if (status >= 400) assert.properties(response.body(), ['errors'])
        }
      }
      assert.deepEqual(wrong, [], `${route} via ${(await rule.call(w, 'fan')).url}`)
    })
  }
})
