import { test } from '@japa/runner'
import { drainJobs } from '#core/jobs/jobs'
import { feedPost as postSchema, type FeedPost } from '@kobza/contract'
import { artistAndFan, artistOtherAndFan, signedIn } from '#tests/helpers'
import { postFactory, subscription } from '#database/factories/post_factory'
import { newComment, resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'

function imageOf(post: FeedPost) {
  const image = post.contents.find((content) => content.type === 'IMAGE')
  if (image?.type !== 'IMAGE') throw new Error('no image')
  return image
}

test.group('Media: /api/v1/media/{key}', (group) => {
  group.each.setup(() => resetFeed())

  test('public media is served with long caching and byte ranges', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const postId = await postFactory(artist.user).withSong('Пісня', 'POP', 1).create()
    // Transcoded first: a guest is shown READY songs only.
    await drainJobs()
    const post = postSchema.parse((await client.get(`/api/v1/contents/${artist.user.uuid}/${postId}`)).body())
    const song = post.contents.find((content) => content.type === 'SONG')
    const url = song?.type === 'SONG' ? song.song.fileUrl : ''
    // A transcoded song is handed out as its high rendition; the original stays private.
    assert.match(url, /-high\.m4a$/)
    const whole = await client.get(url)
    whole.assertStatus(200)
    assert.equal(whole.header('content-type'), 'audio/mp4')
    assert.equal(whole.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(whole.header('accept-ranges'), 'bytes')
    const size = Number(whole.header('content-length'))
    assert.isAbove(size, 44)
    const range = await client.get(url).header('range', 'bytes=0-11')
    range.assertStatus(206)
    assert.equal(range.header('content-range'), `bytes 0-11/${size}`)
    assert.equal(range.header('content-length'), '12')
    const past = await client.get(url).header('range', `bytes=${size + 10}-`)
    past.assertStatus(416)
    ;(await client.get('/api/v1/media/public/2026/01/00000000-0000-4000-8000-000000000000.png')).assertStatus(404)
    ;(await client.get('/api/v1/media/../kobza.sqlite')).assertStatus(404)
  })

  test('premium media needs a valid, unexpired signature: unsigned, forged or tampered URLs are refused', async ({
    client,
    assert,
  }) => {
    const { artist, fan } = await artistAndFan()
    const postId = await postFactory(artist.user).premium().withImage().create()
    await subscription(fan.user, artist.user)
    const post = postSchema.parse(
      (await client.get(`/api/v1/contents/${artist.user.uuid}/${postId}`).header('authorization', fan.bearer)).body()
    )
    const signed = imageOf(post).imageUrl
    const ok = await client.get(signed)
    ok.assertStatus(200)
    assert.equal(ok.header('content-type'), 'image/png')
    assert.match(ok.header('cache-control') ?? '', /^private, max-age=\d+$/)
    const [path, query] = signed.split('?') as [string, string]
    ;(await client.get(path)).assertStatus(403)
    const params = new URLSearchParams(query)
    params.set('expires', String(Number(params.get('expires')) + 300))
    ;(await client.get(`${path}?${params}`)).assertStatus(403)
    const expired = new URLSearchParams(query)
    expired.set('expires', '1000')
    ;(await client.get(`${path}?${expired}`)).assertStatus(403)
    const otherKey = imageOf(post).thumbnailUrl.split('?')[0]!
    ;(await client.get(`${otherKey}?${query}`)).assertStatus(403)
  })

  test('the author deletes a post with its files; nobody else can', async ({ client, assert }) => {
    const { artist, other, fan } = await artistOtherAndFan()
    const postId = await postFactory(artist.user).withImage().withSong('Пісня', 'POP', 1).create()
    await newComment(client, fan, postId).json({ comment: 'Клас' })
    await client.post(`/api/v1/contents/likes/${postId}`).header('authorization', fan.bearer)
    assert.lengthOf(storedMediaKeys(), 5, 'the picture, its thumbnail, the song and its two renditions')
    const url = `/api/v1/contents/${artist.user.uuid}/${postId}`
    ;(await client.delete(url).header('authorization', other.bearer)).assertStatus(403)
    ;(await client.delete(url).header('authorization', fan.bearer)).assertStatus(403)
    ;(await client.delete(url)).assertStatus(401)
    ;(await client.delete(url).header('authorization', artist.bearer)).assertStatus(204)
    assert.deepEqual(storedMediaKeys(), [])
    ;(await client.get(url)).assertStatus(404)
    ;(await client.get(`/api/v1/comments/${postId}`)).assertStatus(404)
    ;(await client.delete(url).header('authorization', artist.bearer)).assertStatus(404)
  })
})
