import { test } from '@japa/runner'
import { drainJobs } from '#core/jobs/jobs'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { feedMessages, postPage, feedPost as postSchema } from '@kobza/contract'
import { artistAndFan, artistOtherAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { countQueries, postedAgo, resetFeed } from '#tests/functional/feed/helpers'
import { subscribe } from '#subscriptions/public'
import type { ApiClient } from '@japa/api-client'
import type { User } from '#accounts/public'

/**
 * `count` public posts of `author`, a minute apart, oldest first, and a reader of the public
 * feed pinned after them, `size` a page: each page's answer with the SQL it ran.
 */
async function pinnedFeed(client: ApiClient, author: User, count: number, size: number) {
  const ids: number[] = []
  for (let index = 0; index < count; index += 1)
    ids.push(await postedAgo(author, `Запис ${index}`, { minutes: count + 2 - index }))
  const stamp = Math.floor(Date.now() / 1000)
  const page = (index: number) =>
    countQueries(() =>
      client.get('/api/v1/contents').qs({ page: index, size, postType: 'PUBLIC', initialTimeStamp: stamp })
    )
  return { ids, page }
}

test.group('Feed: GET /api/v1/contents and walls', (group) => {
  group.each.setup(() => resetFeed())

  test('PUBLIC lists everyone’s public posts newest first, for guests too', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const older = await postedAgo(artist.user, 'Старіший', { hours: 2 })
    const newer = await postedAgo(other.user, 'Новіший', { hours: 1 })
    await postFactory(artist.user).premium().text('Тільки для своїх').create()
    const response = await client.get('/api/v1/contents').qs({ page: 0, size: 20, postType: 'PUBLIC' })
    response.assertStatus(200)
    const page = postPage.parse(response.body())
    assert.deepEqual(
      page.elements.map((item) => item.id),
      [newer, older]
    )
    assert.equal(page.totalPages, 1)
    assert.isFalse(page.elements[0]!.isUserLiked)
  })

  test('PREMIUM shows posts of artists the caller actively subscribes to, and nothing else', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const lapsed = await signedIn({ authorities: ['ARTIST'] })
    const fan = await signedIn()
    const premium = await postFactory(artist.user).premium().text('Преміум').create()
    await postFactory(other.user).premium().text('Чужий преміум').create()
    await postFactory(lapsed.user).premium().text('Минула підписка').create()
    await postFactory(artist.user).text('Публічний').create()
    await subscription(fan.user, artist.user)
    await subscribe(fan.user.id, lapsed.user.id, DateTime.utc().minus({ days: 1 }))

    const response = await client
      .get('/api/v1/contents')
      .qs({ postType: 'PREMIUM' })
      .header('authorization', fan.bearer)
    response.assertStatus(200)
    assert.deepEqual(
      postPage.parse(response.body()).elements.map((item) => item.id),
      [premium]
    )
    const guest = await client.get('/api/v1/contents').qs({ postType: 'PREMIUM' })
    assert.deepEqual(guest.body(), { elements: [], totalPages: 0 })
    const stranger = await signedIn()
    const none = await client
      .get('/api/v1/contents')
      .qs({ postType: 'PREMIUM' })
      .header('authorization', stranger.bearer)
    assert.deepEqual(none.body(), { elements: [], totalPages: 0 })
  })

  test('pages are 0-based and stable while new posts arrive (initialTimeStamp)', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const ids: number[] = []
    for (let index = 0; index < 5; index += 1)
      ids.push(await postedAgo(artist.user, `Пост ${index}`, { minutes: 10 - index }))
    const stamp = Math.floor(Date.now() / 1000)
    const first = await client
      .get('/api/v1/contents')
      .qs({ page: 0, size: 2, postType: 'PUBLIC', initialTimeStamp: stamp })
    await postFactory(artist.user)
      .text('Щойно')
      .at(DateTime.utc().plus({ seconds: 5 }))
      .create()
    const second = await client
      .get('/api/v1/contents')
      .qs({ page: 1, size: 2, postType: 'PUBLIC', initialTimeStamp: stamp })
    const third = await client
      .get('/api/v1/contents')
      .qs({ page: 2, size: 2, postType: 'PUBLIC', initialTimeStamp: stamp })
    assert.deepEqual(
      [...first.body().elements, ...second.body().elements, ...third.body().elements].map(
        (item: { id: number }) => item.id
      ),
      [...ids].reverse()
    )
    assert.equal(first.body().totalPages, 3)
    const fresh = await client.get('/api/v1/contents').qs({ page: 0, size: 2, postType: 'PUBLIC' })
    assert.equal(fresh.body().totalPages, 3, 'six posts now')
  })

  test('a pinned list counts its total once while the reader pages on; a delete forgets it', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const { ids, page } = await pinnedFeed(client, artist.user, 3, 1)
    const counts = (queries: string[]) => queries.filter((sql) => /count\(\*\)/i.test(sql)).length
    const first = await page(0)
    assert.equal(first.result.body().totalPages, 3)
    assert.equal(counts(first.queries), 1)
    const second = await page(1)
    assert.equal(second.result.body().totalPages, 3)
    assert.equal(counts(second.queries), 0, second.queries.join('\n'))
    assert.equal(second.queries.length, first.queries.length - 1)

    // A post added in the past (a backdated import) makes a new total at once.
    await postedAgo(artist.user, 'Зі старого архіву', { hours: 1 })
    const grown = await page(0)
    assert.equal(grown.result.body().totalPages, 4)

    const removed = await client
      .delete(`/api/v1/contents/${artist.user.uuid}/${ids[0]}`)
      .header('authorization', artist.bearer)
    removed.assertStatus(204)
    const after = await page(0)
    assert.equal(counts(after.queries), 1)
    assert.equal(after.result.body().totalPages, 3)
  })

  test('a page read before is found again from its first row, not by offset; the pages stay those of the offsets', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const { ids, page } = await pinnedFeed(client, artist.user, 7, 2)
    const newestFirst = [...ids].reverse()
    const idsOf = (answer: Awaited<ReturnType<typeof page>>) =>
      (answer.result.body() as { elements: { id: number }[] }).elements.map((post) => post.id)
    const byOffset = (queries: string[]) => queries.some((sql) => /\boffset\b/i.test(sql))
    const byAnchor = (queries: string[]) => queries.some((sql) => /anchor/i.test(sql))

    // A jump to a page nobody read: by offset.
    const jumped = await page(2)
    assert.deepEqual(idsOf(jumped), newestFirst.slice(4, 6))
    assert.isTrue(byOffset(jumped.queries))
    // The same page again, and the one after it: from the rows that begin them.
    for (const index of [2, 3]) {
      const again = await page(index)
      assert.deepEqual(idsOf(again), newestFirst.slice(index * 2, index * 2 + 2), `page ${index}`)
      assert.isTrue(byAnchor(again.queries), `page ${index}`)
      assert.isFalse(byOffset(again.queries), `page ${index}`)
    }
    // Reading on from page 0 gives every post once, in order.
    const read: number[] = []
    for (let index = 0; index < 4; index += 1) read.push(...idsOf(await page(index)))
    assert.deepEqual(read, newestFirst)

    // A delete forgets where pages start: the pages are the offsets' again.
    const removed = await client
      .delete(`/api/v1/contents/${artist.user.uuid}/${newestFirst[0]}`)
      .header('authorization', artist.bearer)
    removed.assertStatus(204)
    const shifted = await page(1)
    assert.deepEqual(idsOf(shifted), newestFirst.slice(3, 5))
    assert.isTrue(byOffset(shifted.queries))
    await page(2)
    // A row a start was read from, gone without a word (its account deleted): read by offset.
    await db.from('posts').where('id', newestFirst[4]!).delete()
    const fallback = await page(2)
    assert.deepEqual(idsOf(fallback), [newestFirst[6]!])
    assert.isTrue(byOffset(fallback.queries))
  })

  test('a list pinned in the present counts only the rows added since; a pin before them is not changed', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    for (let index = 0; index < 3; index += 1) await postedAgo(artist.user, `Запис ${index}`, { minutes: 5 - index })
    const earlier = Math.floor(Date.now() / 1000) - 30
    const page = (stamp: number) =>
      countQueries(() =>
        client.get('/api/v1/contents').qs({ page: 0, size: 1, postType: 'PUBLIC', initialTimeStamp: stamp })
      )
    const counts = (queries: string[]) => queries.filter((sql) => /count\(\*\)/i.test(sql))
    // The second it is served, as the home page pins it. The server takes a pin as in the present
    // when its second has not ended by the time it first sees the table's newest id, so a request
    // sent in the last moments of a second may count as a pin in the past: start early in one.
    const now = async () => {
      while (Date.now() % 1000 > 600) await new Promise((resolve) => setTimeout(resolve, 50))
      return Math.floor(Date.now() / 1000)
    }
    const first = await page(await now())
    assert.equal(first.result.body().totalPages, 3)
    assert.lengthOf(counts(first.queries), 1)

    // A new post, and a premium one the public feed does not count: the next reader of the
    // present (a later second, the home page's case) counts the rows after the last counted id.
    await postFactory(artist.user).text('Нова пісня').create()
    await postFactory(artist.user).premium().text('Для своїх').create()
    const grown = await page(await now())
    assert.equal(grown.result.body().totalPages, 4)
    const [added] = counts(grown.queries)
    assert.lengthOf(counts(grown.queries), 1)
    assert.match(added!, /"posts"\."id" > |`posts`\.`id` > /)
    const again = await page(await now())
    assert.equal(again.result.body().totalPages, 4)
    assert.lengthOf(counts(again.queries), 0)

    // Pinned before the new post: its own count, without it.
    const past = await page(earlier)
    assert.equal(past.result.body().totalPages, 3)
  })

  test('a bad query is a 422; an invalid token is a 401 even on open routes', async ({ client }) => {
    const response = await client.get('/api/v1/contents').qs({ postType: 'SECRET' })
    response.assertStatus(422)
    const badToken = await client.get('/api/v1/contents').header('authorization', 'Bearer nope')
    badToken.assertStatus(401)
  })

  test('a wall shows one artist; its premium tab is empty for non-subscribers and full for the owner', async ({
    client,
    assert,
  }) => {
    const { artist, other, fan } = await artistOtherAndFan()
    const mine = await postFactory(artist.user).text('Мій').create()
    await postFactory(other.user).text('Не мій').create()
    const premium = await postFactory(artist.user).premium().text('Мій преміум').create()

    const wall = await client.get(`/api/v1/contents/${artist.user.uuid}`).qs({ postType: 'PUBLIC' })
    assert.deepEqual(
      wall.body().elements.map((item: { id: number }) => item.id),
      [mine]
    )
    const asFan = await client
      .get(`/api/v1/contents/${artist.user.uuid}`)
      .qs({ postType: 'PREMIUM' })
      .header('authorization', fan.bearer)
    assert.deepEqual(asFan.body(), { elements: [], totalPages: 0 })
    const asOwner = await client
      .get(`/api/v1/contents/${artist.user.uuid}`)
      .qs({ postType: 'PREMIUM' })
      .header('authorization', artist.bearer)
    assert.deepEqual(
      asOwner.body().elements.map((item: { id: number }) => item.id),
      [premium]
    )
    await subscription(fan.user, artist.user)
    const asSubscriber = await client
      .get(`/api/v1/contents/${artist.user.uuid}`)
      .qs({ postType: 'PREMIUM' })
      .header('authorization', fan.bearer)
    assert.deepEqual(
      asSubscriber.body().elements.map((item: { id: number }) => item.id),
      [premium]
    )
    const unknown = await client.get('/api/v1/contents/00000000-0000-4000-8000-000000000000')
    unknown.assertStatus(404)
  })

  test('a premium post by id is refused to guests and non-subscribers, shown to subscribers', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const premium = await postFactory(artist.user).premium().withImage().create()
    const url = `/api/v1/contents/${artist.user.uuid}/${premium}`
    const guest = await client.get(url)
    guest.assertStatus(403)
    assert.equal(guest.body().errors[0].message, feedMessages.premiumOnly)
    assert.notProperty(guest.body(), 'contents')
    const stranger = await client.get(url).header('authorization', fan.bearer)
    stranger.assertStatus(403)
    await subscription(fan.user, artist.user)
    const subscriber = await client.get(url).header('authorization', fan.bearer)
    subscriber.assertStatus(200)
    assert.equal(postSchema.parse(subscriber.body()).id, premium)
  })

  test('posts of blocked or deleted accounts leave every list', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const post = await postFactory(artist.user).text('Зникне').create()
    await db.from('users').where('id', artist.user.id).update({ status: 'BLOCKED' })
    const response = await client.get('/api/v1/contents')
    assert.deepEqual(response.body(), { elements: [], totalPages: 0 })
    const byId = await client.get(`/api/v1/contents/${artist.user.uuid}/${post}`)
    byId.assertStatus(404)
  })

  test('a feed page costs the same few queries whether it holds 1 post or 20 with every kind of content', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const fetchPage = () =>
      countQueries(() => client.get('/api/v1/contents').qs({ postType: 'PUBLIC' }).header('authorization', fan.bearer))
    await postFactory(artist.user).text('Один').withImage().withPoll().create()
    const one = await fetchPage()
    one.result.assertStatus(200)
    assert.lengthOf(one.result.body().elements, 1)
    for (let index = 0; index < 19; index += 1) {
      const factory = postFactory(artist.user).text(`Пост ${index}`)
      if (index % 3 === 0) factory.withPoll()
      if (index % 3 === 1) factory.withSong('Пісня', 'POP', 1)
      await factory.create()
    }
    // The songs' transcoding is background work: done before the page is counted, not inside it.
    await drainJobs()
    const twenty = await fetchPage()
    assert.lengthOf(twenty.result.body().elements, 20)
    assert.equal(twenty.queries.length, one.queries.length, twenty.queries.join('\n'))
    assert.isAtMost(twenty.queries.length, 10)
  })
})
