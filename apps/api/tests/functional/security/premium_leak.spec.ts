import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import { readFileSync } from 'node:fs'
import db from '@adonisjs/lucid/services/db'
import { dataPath } from '#core/paths'
import { signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'
import { drainJobs } from '#core/jobs/jobs'
import { seedReferenceData } from '#catalogue/public'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'

/*
 * Premium leak sweep: an artist's premium post carries a secret text, an image, a song, a poll
 * and a subscriber's comment. Anonymous callers and a signed-in non-subscriber crawl every list,
 * detail and media URL the API exposes about that artist (and every media URL found in those
 * answers); none may contain the secrets or serve the premium files' bytes. A subscriber runs the
 * same crawl and does reach them, so the sweep can fail. The URLs come from the router's GET
 * routes (readRoutes below): a new route without an entry fails the sweep.
 */

type Session = Awaited<ReturnType<typeof signedIn>>

interface Scene {
  artist: Session
  secrets: string[]
  premiumPost: number
  pollPost: number
  premiumPoll: number
  premiumComment: number
  playlistId: number
  eventId: number
  /** Private media keys of the premium post, with their stored bytes. */
  /** `artistOnly`: the uploaded song itself, kept private once its renditions exist (even from subscribers). */
  premiumFiles: { key: string; bytes: Buffer; artistOnly: boolean }[]
}

async function scene(client: ApiClient): Promise<Scene> {
  await resetFeed()
  await seedReferenceData()
  const artist = await signedIn({ authorities: ['ARTIST'] })
  const insider = await signedIn()
  await subscription(insider.user, artist.user)
  const marker = `PREMIUM${Date.now().toString(36)}`
  const secrets = [`${marker}-text`, `${marker}-song`, `${marker}-poll`, `${marker}-comment`]
  const before = new Set(storedMediaKeys())
  const premiumPost = await postFactory(artist.user)
    .premium()
    .text(`Тільки для своїх ${secrets[0]}`)
    .withImage(3)
    .withSong(secrets[1], 'POP', 1)
    .create()
  // A post holds at most two attachments: the poll rides on a second premium post.
  const pollPost = await postFactory(artist.user)
    .premium()
    .withPoll({ title: secrets[2]!, options: ['Так', 'Ні'] })
    .create()
  // Transcoded, so subscribers are handed the song (its renditions) at all.
  await drainJobs()
  const premiumFiles = storedMediaKeys()
    .filter((key) => !before.has(key))
    .map((key) => ({ key, bytes: readFileSync(dataPath(`media/${key}`)), artistOnly: /\.(wav|mp3)$/.test(key) }))
  // Public things of the same artist, so the crawl has real lists and public media to walk.
  await postFactory(artist.user).text('Відкритий пост').withImage(1).withSong('Відкрита', 'POP', 1).create()
  await drainJobs()
  const song = await createSongRow(artist.user)
  const playlist = await createPlaylistRow(artist.user, [song])
  const event = await createEventRow(artist.user)
  const comment = await client
    .post(`/api/v1/comments/${premiumPost}`)
    .header('authorization', insider.bearer)
    .json({ comment: secrets[3] })
  comment.assertStatus(201)
  const poll = await db.from('polls').where('post_id', pollPost).firstOrFail()
  return {
    artist,
    secrets,
    premiumPost,
    pollPost,
    premiumPoll: Number(poll.id),
    premiumComment: (comment.body() as { id: number }).id,
    playlistId: playlist.id,
    eventId: event.id,
    premiumFiles,
  }
}

/**
 * Every GET route under /api/v1 the router holds, keyed by its pattern: the URLs the sweep asks
 * for (about the artist of the scene wherever the route names one), or why it is not asked.
 */
const readRoutes: Record<string, ((s: Scene) => string[]) | { notCrawled: string }> = {
  '/api/v1/account': () => ['/api/v1/account'],
  '/api/v1/genres': () => ['/api/v1/genres'],
  // oEmbed of the artist's playlist, and with it the site's other doors to shared things (issue
  // 35): the embed player, the sitemap index and its files. None may carry a premium secret.
  '/api/v1/oembed': (s) => [
    `/api/v1/oembed?url=${encodeURIComponent(`http://${process.env.HOST}:${process.env.PORT}/profile/${s.artist.user.nickName}/playlist/${s.playlistId}`)}`,
    `/embed/playlist/${s.playlistId}`,
    '/sitemap.xml',
    '/sitemaps/artists-0.xml',
    '/sitemaps/songs-0.xml',
    '/sitemaps/events-0.xml',
  ],
  '/api/v1/eras': { notCrawled: 'the eras reference list (codes and their labels): no artist content' },
  '/api/v1/products/:uuid': (s) => [`/api/v1/products/${s.artist.user.uuid}`],
  '/api/v1/products/:uuid/songs': (s) => [`/api/v1/products/${s.artist.user.uuid}/songs`],
  '/api/v1/products/:uuid/albums': (s) => [`/api/v1/products/${s.artist.user.uuid}/albums`],
  '/api/v1/products/:uuid/albums/:id': (s) => [`/api/v1/products/${s.artist.user.uuid}/albums/${s.playlistId}`],
  '/api/v1/products/:uuid/events': (s) => [`/api/v1/products/${s.artist.user.uuid}/events`],
  '/api/v1/products/:uuid/events/:id': (s) => [`/api/v1/products/${s.artist.user.uuid}/events/${s.eventId}`],
  '/api/v1/profiles/:id': (s) => [
    `/api/v1/profiles/${s.artist.user.uuid}`,
    `/api/v1/profiles/${s.artist.user.nickName}`,
  ],
  '/api/v1/service-prices/:uuid': (s) => [`/api/v1/service-prices/${s.artist.user.uuid}`],
  '/api/v1/subscribers/:uuid': (s) => [`/api/v1/subscribers/${s.artist.user.uuid}`],
  '/api/v1/health': () => ['/api/v1/health'],
  '/api/v1/getServerTime': () => ['/api/v1/getServerTime'],
  '/api/v1/ledger/config': { notCrawled: 'the ledger network and contract addresses: no content' },
  '/api/v1/ledger/*': { notCrawled: 'the ledger node: balances, blocks and contract state, no post content' },
  '/api/v1/auctions': () => ['/api/v1/auctions'],
  '/api/v1/auctions/search': () => ['/api/v1/auctions/search'],
  '/api/v1/auctions/:id': {
    notCrawled: 'an auction sells a catalogue song on the ledger (none in this scene); premium posts never reach one',
  },
  '/api/v1/tokens/generate': () => ['/api/v1/tokens/generate'],
  '/api/v1/songs/available': () => ['/api/v1/songs/available'],
  '/api/v1/secondary-market/offers': () => ['/api/v1/secondary-market/offers'],
  '/api/v1/secondary-market/offers/available-tokens': () => ['/api/v1/secondary-market/offers/available-tokens'],
  '/api/v1/secondary-market/offers/:id': { notCrawled: 'an offer resells auction tokens: no post content' },
  '/api/v1/contents': () => ['PUBLIC', 'PREMIUM'].map((postType) => `/api/v1/contents?postType=${postType}`),
  '/api/v1/contents/:uuid': (s) =>
    ['PUBLIC', 'PREMIUM'].map((postType) => `/api/v1/contents/${s.artist.user.uuid}?postType=${postType}`),
  '/api/v1/contents/:uuid/:postId': (s) => [
    `/api/v1/contents/${s.artist.user.uuid}/${s.premiumPost}`,
    `/api/v1/contents/${s.artist.user.uuid}/${s.pollPost}`,
  ],
  '/api/v1/polls/:pollId/voters': (s) => [`/api/v1/polls/${s.premiumPoll}/voters`],
  '/api/v1/comments/:postId': (s) => [`/api/v1/comments/${s.premiumPost}`],
  '/api/v1/comments/:postId/:commentId': (s) => [`/api/v1/comments/${s.premiumPost}/${s.premiumComment}`],
  '/api/v1/payments/balance': () => ['/api/v1/payments/balance'],
  '/api/v1/payments/withdrawals': () => ['/api/v1/payments/withdrawals'],
  '/api/v1/payments/received': () => ['/api/v1/payments/received'],
  '/api/v1/video-congratulations': () => ['/api/v1/video-congratulations'],
  '/api/v1/legends/songs-legends': () => ['/api/v1/legends/songs-legends'],
  '/api/v1/legends/songs-legends/counts': () => ['/api/v1/legends/songs-legends/counts'],
  '/api/v1/legends/:id': { notCrawled: 'a legend is a fan’s nomination (none in this scene), not an artist’s post' },
  '/api/v1/legends/:id/comments': { notCrawled: 'comments on a legend, not on a post (the feed’s are crawled)' },
  '/api/v1/legends/:id/comments/:commentId': { notCrawled: 'replies on a legend, not on a post' },
  '/api/v1/chats': () => ['/api/v1/chats'],
  '/api/v1/notifications': () => ['/api/v1/notifications?size=100'],
  '/api/v1/notifications/settings': () => ['/api/v1/notifications/settings'],
  '/api/v1/notifications/push/key': { notCrawled: 'the VAPID public key: the same for everyone, no content' },
  '/api/v1/notifications/unsubscribe': { notCrawled: 'a mailed link that redirects to the web; it reads no content' },
  '/api/v1/chats/status': (s) => [`/api/v1/chats/status?opponentUserUuid=${s.artist.user.uuid}`],
  '/api/v1/chats/messages/:id': { notCrawled: 'a conversation of its two participants: the caller has none here' },
  '/api/v1/uploads/*': { notCrawled: 'resumable uploads: each is its creator’s alone (a 404 to anyone else)' },
  '/api/v1/media/*': {
    notCrawled: 'walked separately: every media URL any answer names, and the premium keys asked for directly',
  },
}

/** "pattern" of every GET route under /api/v1 (and the ANY mounts, which answer GET too). */
function readRoutesOfRouter(): string[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/v1/') && route.methods.includes('GET'))
    .map((route) => route.pattern)
}

/** Every URL about the artist the API exposes to a reader, from the router's GET routes. */
function crawlList(s: Scene): string[] {
  return Object.values(readRoutes).flatMap((entry) => (typeof entry === 'function' ? entry(s) : []))
}

interface Crawl {
  bodies: string[]
  statuses: Record<string, number>
  mediaServed: Buffer[]
}

async function crawl(client: ApiClient, s: Scene, bearer?: string): Promise<Crawl> {
  const withAuth = <T extends { header: (name: string, value: string) => T }>(request: T) =>
    bearer ? request.header('authorization', bearer) : request
  const bodies: string[] = []
  const statuses: Record<string, number> = {}
  for (const url of crawlList(s)) {
    const response = await withAuth(client.get(url))
    statuses[url] = response.status()
    bodies.push(response.text())
  }
  for (const type of ['SONG', 'ARTIST', 'EVENT']) {
    for (const textSearch of [null, s.secrets[1]!]) {
      const response = await withAuth(client.post(`/api/v1/search/${type}`)).json({ textSearch })
      statuses[`search ${type} ${textSearch}`] = response.status()
      bodies.push(response.text())
    }
  }
  // Writes that answer with the post's state must not open it either.
  for (const [label, request] of [
    ['like', client.post(`/api/v1/contents/likes/${s.premiumPost}`)],
    ['vote', client.post(`/api/v1/polls/${s.premiumPoll}`).json({ optionIds: [1] })],
  ] as const) {
    const response = await withAuth(request)
    statuses[label] = response.status()
    bodies.push(response.text())
  }
  // Every media URL any answer named, then the premium keys asked for directly (unsigned).
  const urls = new Set<string>()
  for (const body of bodies) for (const match of body.matchAll(/\/api\/v1\/media\/[^"\\\s]+/g)) urls.add(match[0])
  for (const file of s.premiumFiles) urls.add(`/api/v1/media/${file.key}`)
  return { bodies, statuses, mediaServed: await rawMedia(urls, bearer) }
}

/** The bytes each URL serves (200 only), read raw so binary files compare exactly. */
async function rawMedia(urls: Set<string>, bearer?: string): Promise<Buffer[]> {
  const base = `http://${process.env.HOST}:${process.env.PORT}`
  const served: Buffer[] = []
  for (const url of urls) {
    const response = await fetch(`${base}${url.replaceAll('&amp;', '&')}`, {
      headers: bearer ? { authorization: bearer } : {},
    })
    if (response.status === 200) served.push(Buffer.from(await response.arrayBuffer()))
  }
  return served
}

function leaks(s: Scene, result: Crawl): string[] {
  const found: string[] = []
  for (const secret of s.secrets) if (result.bodies.some((body) => body.includes(secret))) found.push(secret)
  for (const file of s.premiumFiles) {
    const id = file.key.split('/').pop()!.split('.')[0]!
    if (result.bodies.some((body) => body.includes(id))) found.push(`key ${file.key}`)
    if (result.mediaServed.some((bytes) => bytes.equals(file.bytes))) found.push(`bytes of ${file.key}`)
  }
  return found
}

test.group('Premium leak sweep', () => {
  test('every GET route the router holds is crawled or says why not', ({ assert }) => {
    const held = [...new Set(readRoutesOfRouter())]
    assert.include(held, '/api/v1/contents/:uuid/:postId')
    const missing = held.filter((pattern) => !(pattern in readRoutes))
    assert.deepEqual(
      missing,
      [],
      `GET routes the sweep does not know (crawl them or say why not): ${missing.join(', ')}`
    )
    const stale = Object.keys(readRoutes).filter((pattern) => !held.includes(pattern))
    assert.deepEqual(stale, [], `sweep entries for routes the router does not hold: ${stale.join(', ')}`)
  })

  test('anonymous callers and signed-in non-subscribers reach no premium text or media', async ({ client, assert }) => {
    const s = await scene(client)
    assert.isAtLeast(s.premiumFiles.length, 3, 'image, thumbnail and song of the premium post are stored')
    const stranger = await signedIn()
    const otherArtist = await signedIn({ authorities: ['ARTIST'] })
    for (const [who, bearer] of [
      ['anonymous', undefined],
      ['a fan without a subscription', stranger.bearer],
      ['another artist', otherArtist.bearer],
    ] as const) {
      const result = await crawl(client, s, bearer)
      assert.deepEqual(leaks(s, result), [], `${who} reached premium content`)
      const uuid = s.artist.user.uuid
      // The premium post and everything hanging off it are refused, not emptied.
      const refusal = bearer ? 403 : 401
      assert.equal(result.statuses[`/api/v1/contents/${uuid}/${s.premiumPost}`], 403, who)
      assert.equal(result.statuses[`/api/v1/comments/${s.premiumPost}`], 403, who)
      assert.equal(result.statuses[`/api/v1/comments/${s.premiumPost}/${s.premiumComment}`], 403, who)
      assert.equal(result.statuses[`/api/v1/polls/${s.premiumPoll}/voters`], 403, who)
      assert.equal(result.statuses.like, refusal, who)
      assert.equal(result.statuses.vote, refusal, who)
      // The artist's public album and event are read whole (the crawl reaches real answers).
      assert.equal(result.statuses[`/api/v1/products/${uuid}/albums/${s.playlistId}`], 200, who)
      assert.equal(result.statuses[`/api/v1/products/${uuid}/events/${s.eventId}`], 200, who)
      // The lists answer (200) without the post.
      assert.equal(result.statuses[`/api/v1/contents/${uuid}?postType=PREMIUM`], 200, who)
      assert.equal(result.statuses[`/api/v1/contents/${uuid}?postType=PUBLIC`], 200, who)
    }
  })

  test('a subscriber running the same crawl reaches every secret and the premium files', async ({ client, assert }) => {
    const s = await scene(client)
    const subscriber = await signedIn()
    await subscription(subscriber.user, s.artist.user)
    const result = await crawl(client, s, subscriber.bearer)
    const found = leaks(s, result)
    for (const secret of s.secrets) assert.include(found, secret)
    assert.isTrue(
      s.premiumFiles.some((file) => file.artistOnly) && s.premiumFiles.some((file) => /-high\.m4a$/.test(file.key)),
      'the premium song and its renditions are stored'
    )
    for (const file of s.premiumFiles) {
      if (file.artistOnly) assert.notInclude(found, `bytes of ${file.key}`, 'the uploaded original stays private')
      else assert.include(found, `bytes of ${file.key}`)
    }
  })
})
