import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { feedMessages, likeState } from '@kobza/contract'
import { artistAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { artistFanAndPost, resetFeed } from '#tests/functional/feed/helpers'

test.group('Likes: POST/DELETE /api/v1/contents/likes/{id}', (group) => {
  group.each.setup(() => resetFeed())

  test('like and unlike are idempotent and show in the feed', async ({ client, assert }) => {
    const { fan, post } = await artistFanAndPost()
    const like = () => client.post(`/api/v1/contents/likes/${post}`).header('authorization', fan.bearer)
    const first = await like()
    first.assertStatus(200)
    assert.deepEqual(likeState.parse(first.body()), { id: post, countLike: 1, isUserLiked: true })
    const twice = await like()
    assert.deepEqual(twice.body(), { id: post, countLike: 1, isUserLiked: true })
    const feed = await client.get('/api/v1/contents').header('authorization', fan.bearer)
    assert.include(feed.body().elements[0], { countLike: 1, isUserLiked: true })
    const unlike = () => client.delete(`/api/v1/contents/likes/${post}`).header('authorization', fan.bearer)
    assert.deepEqual((await unlike()).body(), { id: post, countLike: 0, isUserLiked: false })
    assert.deepEqual((await unlike()).body(), { id: post, countLike: 0, isUserLiked: false })
  })

  test('concurrent likes of many users and repeated likes of one count exactly', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const post = await postFactory(artist.user).create()
    const fans = await Promise.all(Array.from({ length: 6 }, () => signedIn()))
    const responses = await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3].map(() => client.post(`/api/v1/contents/likes/${post}`).header('authorization', fan.bearer))
      )
    )
    for (const response of responses) response.assertStatus(200)
    const row = await db.from('posts').where('id', post).first()
    assert.equal(Number(row.count_like), 6)
    const likes = await db.from('post_likes').where('post_id', post).count('* as total').first()
    assert.equal(Number(likes.total), 6)
    await Promise.all(
      fans.map((fan) => client.delete(`/api/v1/contents/likes/${post}`).header('authorization', fan.bearer))
    )
    assert.equal(Number((await db.from('posts').where('id', post).first()).count_like), 0)
  })

  test('guests get 401; premium posts refuse non-subscribers; unknown posts 404', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const premium = await postFactory(artist.user).premium().create()
    ;(await client.post(`/api/v1/contents/likes/${premium}`)).assertStatus(401)
    const refused = await client.post(`/api/v1/contents/likes/${premium}`).header('authorization', fan.bearer)
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, feedMessages.premiumOnly)
    await subscription(fan.user, artist.user)
    ;(await client.post(`/api/v1/contents/likes/${premium}`).header('authorization', fan.bearer)).assertStatus(200)
    ;(await client.post('/api/v1/contents/likes/999999').header('authorization', fan.bearer)).assertStatus(404)
  })
})
