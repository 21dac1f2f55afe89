import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { readFileSync } from 'node:fs'
import db from '@adonisjs/lucid/services/db'
import { dataPath } from '#core/paths'
import { signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'
import { seedReferenceData } from '#catalogue/public'
import { createEventRow, createPlaylistRow, createSongRow } from '#database/factories/catalogue_factory'

/*
 * Premium leak sweep: an artist's premium post carries a secret text, an image, a song, a poll
 * and a subscriber's comment. Anonymous callers and a signed-in non-subscriber crawl every list,
 * detail and media URL the API exposes about that artist (and every media URL found in those
 * answers); none may contain the secrets or serve the premium files' bytes. A subscriber runs the
 * same crawl and does reach them, so the sweep can fail.
 */

type Session = Awaited<ReturnType<typeof signedIn>>

interface Scene {
  artist: Session
  secrets: string[]
  premiumPost: number
  pollPost: number
  premiumPoll: number
  premiumComment: number
  /** Private media keys of the premium post, with their stored bytes. */
  premiumFiles: { key: string; bytes: Buffer }[]
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
  const premiumFiles = storedMediaKeys()
    .filter((key) => !before.has(key))
    .map((key) => ({ key, bytes: readFileSync(dataPath(`media/${key}`)) }))
  // Public things of the same artist, so the crawl has real lists and public media to walk.
  await postFactory(artist.user).text('Відкритий пост').withImage(1).withSong('Відкрита', 'POP', 1).create()
  const song = await createSongRow(artist.user)
  await createPlaylistRow(artist.user, [song])
  await createEventRow(artist.user)
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
    premiumFiles,
  }
}

/** Every URL about the artist the API exposes to a reader, with the statuses a stranger gets. */
function crawlList(s: Scene): string[] {
  const uuid = s.artist.user.uuid
  const lists = ['PUBLIC', 'PREMIUM'].flatMap((postType) => [
    `/api/v1/contents?postType=${postType}`,
    `/api/v1/contents/${uuid}?postType=${postType}`,
  ])
  return [
    ...lists,
    `/api/v1/contents/${uuid}/${s.premiumPost}`,
    `/api/v1/contents/${uuid}/${s.pollPost}`,
    `/api/v1/comments/${s.premiumPost}`,
    `/api/v1/comments/${s.premiumPost}/${s.premiumComment}`,
    `/api/v1/polls/${s.premiumPoll}/voters`,
    `/api/v1/profiles/${uuid}`,
    `/api/v1/profiles/${s.artist.user.nickName}`,
    `/api/v1/products/${uuid}`,
    `/api/v1/products/${uuid}/songs`,
    `/api/v1/products/${uuid}/albums`,
    `/api/v1/products/${uuid}/events`,
  ]
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
    for (const file of s.premiumFiles) assert.include(found, `bytes of ${file.key}`)
  })
})
