import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { feedComment as commentSchema, commentPage, feedMessages } from '@kobza/contract'
import { artistAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { artistFanAndPost, countQueries, newComment, resetFeed } from '#tests/functional/feed/helpers'
import { setHidden } from '#feed/actions/moderate'

test.group('Comments: /api/v1/comments/{postId}[/{commentId}]', (group) => {
  group.each.setup(() => resetFeed())

  test('a comment (multipart) goes to the top, raises countComments and pages 10 at a time', async ({
    client,
    assert,
  }) => {
    const { fan, post } = await artistFanAndPost()
    const ids: number[] = []
    for (let index = 0; index < 11; index += 1) {
      const response = await newComment(client, fan, post).field('comment', `Коментар ${index}`)
      response.assertStatus(201)
      const created = commentSchema.parse(response.body())
      assert.include(created, { postId: post, message: `Коментар ${index}`, parentCommentId: null })
      assert.equal(created.userCommenter.nickName, fan.user.nickName)
      ids.push(created.id)
    }
    const first = await client.get(`/api/v1/comments/${post}`).qs({ page: 0 })
    first.assertStatus(200)
    const page = commentPage.parse(first.body())
    assert.equal(page.totalPages, 2)
    assert.lengthOf(page.elements, 10)
    assert.equal(page.elements[0]!.id, ids[10], 'newest first')
    const second = await client.get(`/api/v1/comments/${post}`).qs({ page: 1 })
    assert.deepEqual(
      second.body().elements.map((item: { id: number }) => item.id),
      [ids[0]]
    )
    assert.equal(Number((await db.from('posts').where('id', post).first()).count_comments), 11)
  })

  test('replies page 2 at a time, oldest first, and are listed in tailIds; they count too', async ({
    client,
    assert,
  }) => {
    const { artist, fan, post } = await artistFanAndPost()
    const parent = (await newComment(client, fan, post).json({ comment: 'Гарно!' })).body()
    const replies: number[] = []
    for (const text of ['Дякую', 'Згоден', 'І я']) {
      const response = await client
        .post(`/api/v1/comments/${post}/${parent.id}`)
        .header('authorization', artist.bearer)
        .json({ comment: text })
      response.assertStatus(201)
      assert.equal(response.body().parentCommentId, parent.id)
      replies.push(response.body().id)
    }
    // A reply to a reply joins the same thread.
    const nested = await client
      .post(`/api/v1/comments/${post}/${replies[0]}`)
      .header('authorization', fan.bearer)
      .json({ comment: 'Ще раз' })
    assert.equal(nested.body().parentCommentId, parent.id)
    replies.push(nested.body().id)

    const list = commentPage.parse((await client.get(`/api/v1/comments/${post}`)).body())
    assert.lengthOf(list.elements, 1, 'replies are not top-level comments')
    assert.deepEqual(list.elements[0]!.tailIds, replies)
    const firstReplies = await client.get(`/api/v1/comments/${post}/${parent.id}`).qs({ page: 0 })
    assert.deepEqual(
      firstReplies.body().elements.map((item: { id: number }) => item.id),
      replies.slice(0, 2)
    )
    assert.equal(firstReplies.body().totalPages, 2)
    assert.equal(Number((await db.from('posts').where('id', post).first()).count_comments), 5)
  })

  test('a message of 1 to 50 characters: 51 and empty are refused', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const post = await postFactory(artist.user).create()
    const send = (comment: string) => newComment(client, artist, post).field('comment', comment)
    const long = await send('а'.repeat(51))
    long.assertStatus(422)
    assert.equal(long.body().errors[0].message, feedMessages.commentTooLong(51))
    const empty = await send(' ')
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].message, feedMessages.commentRequired)
    ;(await send('а'.repeat(50))).assertStatus(201)
    ;(await send('🎵'.repeat(50))).assertStatus(201)
  })

  test('comments of premium posts are only for the author and subscribers; guests cannot write', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const post = await postFactory(artist.user).premium().create()
    ;(await client.get(`/api/v1/comments/${post}`)).assertStatus(403)
    const write = await newComment(client, fan, post).json({ comment: 'Привіт' })
    write.assertStatus(403)
    assert.equal(write.body().errors[0].message, feedMessages.premiumOnly)
    ;(await client.post(`/api/v1/comments/${post}`).json({ comment: 'Привіт' })).assertStatus(401)
    await subscription(fan.user, artist.user)
    ;(await newComment(client, fan, post).json({ comment: 'Привіт' })).assertStatus(201)
    ;(await client.get(`/api/v1/comments/${post}`).header('authorization', fan.bearer)).assertStatus(200)
    ;(await client.get('/api/v1/comments/999999')).assertStatus(404)
  })

  test('a pinned total is counted once for every page, and again once a moderator hides a comment', async ({
    client,
    assert,
  }) => {
    const { fan, post } = await artistFanAndPost()
    const ids: number[] = []
    for (let index = 0; index < 11; index += 1) {
      const response = await newComment(client, fan, post).json({
        comment: `Коментар ${index}`,
      })
      response.assertStatus(201)
      ids.push(response.body().id as number)
    }
    // Written an hour ago, read with the time stamp of now: the set counted can no longer grow.
    await db
      .from('comments')
      .whereIn('id', ids)
      .update({ created_at: new Date(Date.now() - 3_600_000).toISOString().replace('T', ' ').slice(0, 19) })
    const initialTimeStamp = Math.floor(Date.now() / 1000)
    const page = (number: number) =>
      countQueries(() => client.get(`/api/v1/comments/${post}`).qs({ page: number, initialTimeStamp }))
    const counted = (queries: string[]) => queries.filter((sql) => /count\(\*\)/i.test(sql)).length

    const first = await page(0)
    assert.equal(commentPage.parse(first.result.body()).totalPages, 2)
    assert.equal(counted(first.queries), 1)
    const second = await page(1)
    assert.equal(commentPage.parse(second.result.body()).totalPages, 2)
    assert.equal(counted(second.queries), 0, second.queries.join('\n'))

    await db.transaction((trx) => setHidden('COMMENT', ids[0]!, 'Спам', trx))
    const afterHiding = await page(0)
    assert.equal(counted(afterHiding.queries), 1)
    assert.equal(commentPage.parse(afterHiding.result.body()).totalPages, 1)
    assert.lengthOf(afterHiding.result.body().elements, 10)
  })

  test('a comments page and a replies page cost the same few queries whatever they hold and whoever wrote it', async ({
    client,
    assert,
  }) => {
    const { artist, fan: reader, post } = await artistFanAndPost()
    const comment = async (author: { bearer: string }, text: string, replyTo?: number) => {
      const path = replyTo === undefined ? `/api/v1/comments/${post}` : `/api/v1/comments/${post}/${replyTo}`
      const response = await client.post(path).header('authorization', author.bearer).json({ comment: text })
      response.assertStatus(201)
      return response.body().id as number
    }
    const fetchComments = () =>
      countQueries(() => client.get(`/api/v1/comments/${post}`).header('authorization', reader.bearer))
    const fetchReplies = (parent: number) =>
      countQueries(() => client.get(`/api/v1/comments/${post}/${parent}`).header('authorization', reader.bearer))

    // The smallest pages: one comment by one author, one reply.
    const first = await comment(artist, 'Перший')
    await comment(artist, 'Відповідь', first)
    const oneComment = await fetchComments()
    oneComment.result.assertStatus(200)
    assert.lengthOf(oneComment.result.body().elements, 1)
    const oneReply = await fetchReplies(first)
    oneReply.result.assertStatus(200)
    assert.lengthOf(oneReply.result.body().elements, 1)

    // Full pages: 10 comments by 10 different authors, each with replies from other authors.
    const authors = [] as Awaited<ReturnType<typeof signedIn>>[]
    for (let index = 0; index < 10; index += 1) authors.push(await signedIn())
    let last = first
    for (const [index, author] of authors.entries()) {
      last = await comment(author, `Коментар ${index}`)
      await comment(authors[(index + 1) % authors.length]!, `Так ${index}`, last)
      await comment(authors[(index + 2) % authors.length]!, `Ні ${index}`, last)
      await comment(artist, `Дякую ${index}`, last)
    }
    const fullComments = await fetchComments()
    const commentsPage = commentPage.parse(fullComments.result.body())
    assert.lengthOf(commentsPage.elements, 10)
    assert.lengthOf(new Set(commentsPage.elements.map((item) => item.userCommenter.uuid)), 10)
    assert.isTrue(commentsPage.elements.every((item) => item.tailIds.length === 3))
    const fullReplies = await fetchReplies(last)
    const repliesPage = commentPage.parse(fullReplies.result.body())
    assert.lengthOf(repliesPage.elements, 2)
    assert.lengthOf(new Set(repliesPage.elements.map((item) => item.userCommenter.uuid)), 2)

    // The counter sees the page's own reads, so an equal count is not two empty lists.
    assert.isTrue(oneComment.queries.some((sql) => sql.includes('"comments"') || sql.includes('`comments`')))
    assert.equal(fullComments.queries.length, oneComment.queries.length, fullComments.queries.join('\n'))
    assert.isAtMost(fullComments.queries.length, 10)
    assert.equal(fullReplies.queries.length, oneReply.queries.length, fullReplies.queries.join('\n'))
    assert.isAtMost(fullReplies.queries.length, 10)
  })
})
