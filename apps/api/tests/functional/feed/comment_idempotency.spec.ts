import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { feedComment as commentSchema, feedMessages, idempotencyKeyHeader } from '@kobza/contract'
import { signedIn } from '#tests/helpers'
import { artistFanAndPost, newComment, resetFeed } from '#tests/functional/feed/helpers'
import { nominatedLegend, settings } from '#tests/functional/legends/helpers'
import Legend from '#legends/legend'

/*
 * A comment made offline is sent again when the connection returns (issue 35); if its first
 * attempt reached the API and only the answer was lost, the Idempotency-Key the app named it with
 * makes the second attempt answer the first comment instead of adding another.
 */
const countComments = async (postId: number) =>
  Number((await db.from('posts').where('id', postId).first()).count_comments)
const commentRows = async (postId: number) =>
  db.from('comments').where({ parent_kind: 'POST', parent_id: postId }).orderBy('id')

test.group('Comments: the Idempotency-Key header', (group) => {
  group.each.setup(() => resetFeed())

  test('a comment sent twice under one key is added once and both answers are the first comment', async ({
    client,
    assert,
  }) => {
    const { fan, post } = await artistFanAndPost()
    const send = () =>
      newComment(client, fan, post).header(idempotencyKeyHeader, 'feed.comment:7:abc123').json({ comment: 'Нарешті!' })
    const first = await send()
    first.assertStatus(201)
    const again = await send()
    again.assertStatus(201)
    const { publishedAt: firstAt, ...firstComment } = commentSchema.parse(first.body())
    const { publishedAt: againAt, ...againComment } = commentSchema.parse(again.body())
    assert.deepEqual(againComment, firstComment)
    // SQLite keeps whole seconds; the first answer was made before the row was read back.
    assert.equal(Math.floor(Date.parse(againAt) / 1000), Math.floor(Date.parse(firstAt) / 1000))
    assert.lengthOf(await commentRows(post), 1)
    assert.equal(await countComments(post), 1, 'the post counts the comment once')
    const list = await client.get(`/api/v1/comments/${post}`)
    assert.deepEqual(
      list.body().elements.map((comment: { id: number }) => comment.id),
      [first.body().id]
    )
  })

  test('two sends under one key at the same instant leave one comment', async ({ client, assert }) => {
    const { fan, post } = await artistFanAndPost()
    const send = () =>
      newComment(client, fan, post).header(idempotencyKeyHeader, 'race-key-0001').json({ comment: 'Разом' })
    const answers = await Promise.all([send(), send(), send()])
    for (const answer of answers) answer.assertStatus(201)
    const ids = new Set(answers.map((answer) => answer.body().id))
    assert.equal(ids.size, 1, 'every answer names the same comment')
    assert.lengthOf(await commentRows(post), 1)
    assert.equal(await countComments(post), 1)
  })

  test('comments without a key, or under different keys, are each added', async ({ client, assert }) => {
    const { fan, post } = await artistFanAndPost()
    ;(await newComment(client, fan, post).json({ comment: 'Раз' })).assertStatus(201)
    ;(await newComment(client, fan, post).json({ comment: 'Раз' })).assertStatus(201)
    ;(
      await newComment(client, fan, post).header(idempotencyKeyHeader, 'key-one-1').json({ comment: 'Раз' })
    ).assertStatus(201)
    ;(
      await newComment(client, fan, post).header(idempotencyKeyHeader, 'key-two-2').json({ comment: 'Раз' })
    ).assertStatus(201)
    assert.lengthOf(await commentRows(post), 4)
    assert.equal(await countComments(post), 4)
  })

  test('the key is the author’s own: another person’s comment under the same key is another comment', async ({
    client,
    assert,
  }) => {
    const { artist, fan, post } = await artistFanAndPost()
    const key = 'shared-key-42'
    const byFan = await newComment(client, fan, post).header(idempotencyKeyHeader, key).json({ comment: 'Моє' })
    const byArtist = await newComment(client, artist, post).header(idempotencyKeyHeader, key).json({ comment: 'Моє' })
    byFan.assertStatus(201)
    byArtist.assertStatus(201)
    assert.notEqual(byFan.body().id, byArtist.body().id)
    assert.equal(byArtist.body().userCommenter.uuid, artist.user.uuid)
    assert.lengthOf(await commentRows(post), 2)
  })

  test('a key reused for another text, post or thread is refused with 422 and writes nothing', async ({
    client,
    assert,
  }) => {
    const { fan, post } = await artistFanAndPost()
    const key = 'reused-key-9'
    const first = await newComment(client, fan, post).header(idempotencyKeyHeader, key).json({ comment: 'Перше' })
    first.assertStatus(201)

    const otherText = await newComment(client, fan, post).header(idempotencyKeyHeader, key).json({ comment: 'Друге' })
    otherText.assertStatus(422)
    assert.deepEqual(otherText.body(), {
      errors: [{ message: feedMessages.idempotencyKeyReused, field: idempotencyKeyHeader }],
    })

    const asReply = await client
      .post(`/api/v1/comments/${post}/${first.body().id}`)
      .header('authorization', fan.bearer)
      .header(idempotencyKeyHeader, key)
      .json({ comment: 'Перше' })
    asReply.assertStatus(422)

    const { post: otherPost } = await artistFanAndPost()
    const elsewhere = await newComment(client, fan, otherPost)
      .header(idempotencyKeyHeader, key)
      .json({ comment: 'Перше' })
    elsewhere.assertStatus(422)

    assert.lengthOf(await commentRows(post), 1)
    assert.lengthOf(await commentRows(otherPost), 0)
    assert.equal(await countComments(post), 1)
  })

  test('a malformed key is refused with 422 before anything is written', async ({ client, assert }) => {
    const { fan, post } = await artistFanAndPost()
    for (const bad of ['short', 'x'.repeat(101), 'has space 123', 'slash/in/key', 'semi;colon;key']) {
      const response = await newComment(client, fan, post).header(idempotencyKeyHeader, bad).json({ comment: 'Текст' })
      response.assertStatus(422)
      assert.deepEqual(response.body(), { errors: [{ message: feedMessages.badIdempotencyKey }] }, bad)
    }
    assert.lengthOf(await commentRows(post), 0)
    assert.equal(await countComments(post), 0)
  })

  test('a reply sent twice under one key is added once', async ({ client, assert }) => {
    const { artist, fan, post } = await artistFanAndPost()
    const parent = (await newComment(client, fan, post).json({ comment: 'Питання' })).body()
    const reply = () =>
      client
        .post(`/api/v1/comments/${post}/${parent.id}`)
        .header('authorization', artist.bearer)
        .header(idempotencyKeyHeader, 'reply-key-5')
        .json({ comment: 'Відповідь' })
    const first = await reply()
    const again = await reply()
    first.assertStatus(201)
    again.assertStatus(201)
    assert.equal(again.body().id, first.body().id)
    assert.equal(again.body().parentCommentId, parent.id)
    assert.lengthOf(await commentRows(post), 2)
    assert.equal(await countComments(post), 2)
  })

  test('a legend’s comment sent twice under one key is added once', async ({ client, assert }) => {
    await Legend.query().delete()
    await settings()
    const owner = await signedIn()
    const legend = await nominatedLegend(owner.user)
    const fan = await signedIn()
    const send = () =>
      client
        .post(`/api/v1/legends/${legend.legendUuid}/comments`)
        .header('authorization', fan.bearer)
        .header(idempotencyKeyHeader, 'legend-key-1')
        .json({ comment: 'Легенда!' })
    const first = await send()
    const again = await send()
    first.assertStatus(201)
    again.assertStatus(201)
    assert.equal(again.body().id, first.body().id)
    const read = await client.get(`/api/v1/legends/${legend.legendUuid}`).header('authorization', fan.bearer)
    assert.equal(read.body().commentCount, 1)
  })
})
