import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import sharp from 'sharp'
import { feedPost as postSchema, pictureRenditionUrl, pictureSrcSet, type FeedPost } from '@kobza/contract'
import { signedIn } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { resetFeed } from '#tests/functional/feed/helpers'
import { mediaExists } from '#media/storage'

const keyOf = (url: string) => url.replace(/^\/api\/v1\/media\//, '').replace(/\?.*$/, '')

function imageUrlOf(post: FeedPost): string {
  const image = post.contents.find((content) => content.type === 'IMAGE')
  if (image?.type !== 'IMAGE') throw new Error('no image')
  return image.imageUrl
}

async function postWithImage(client: ApiClient, premium = false) {
  const artist = await signedIn({ authorities: ['ARTIST'] })
  const builder = postFactory(artist.user).withImage()
  const postId = await (premium ? builder.premium() : builder).create()
  const answer = await client
    .get(`/api/v1/contents/${artist.user.uuid}/${postId}`)
    .header('authorization', artist.bearer)
  answer.assertStatus(200)
  return { artist, postId, imageUrl: imageUrlOf(postSchema.parse(answer.body())) }
}

test.group('Media: picture renditions', (group) => {
  group.each.setup(() => resetFeed())

  test('each shape and width is made on its first request, at its size, in WebP, and kept', async ({
    client,
    assert,
  }) => {
    const { imageUrl } = await postWithImage(client)
    const expected = [
      ['square', 320, 320],
      ['post', 640, 427],
      ['wide', 1280, 427],
    ] as const
    for (const [shape, width, height] of expected) {
      const url = pictureRenditionUrl(imageUrl, shape, width)!
      assert.isFalse(await mediaExists(keyOf(url)))
      const answer = await client.get(url)
      answer.assertStatus(200)
      assert.equal(answer.header('content-type'), 'image/webp')
      assert.equal(answer.header('cache-control'), 'public, max-age=31536000, immutable')
      const meta = await sharp(Buffer.from(answer.body() as Buffer)).metadata()
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', width, height])
      assert.isTrue(await mediaExists(keyOf(url)))
    }
    // What the web puts in srcset is what the server makes.
    for (const candidate of pictureSrcSet(imageUrl, 1)!.split(', ')) {
      ;(await client.get(candidate.split(' ')[0]!)).assertStatus(200)
    }
  })

  test('a width or shape not offered, or a picture that does not exist, is a 404', async ({ client }) => {
    const { imageUrl } = await postWithImage(client)
    const base = imageUrl.replace(/\.[a-z]+$/, '')
    ;(await client.get(`${base}-square500.webp`)).assertStatus(404)
    ;(await client.get(`${base}-round320.webp`)).assertStatus(404)
    ;(await client.get(`${base}-square320.png`)).assertStatus(404)
    ;(
      await client.get('/api/v1/media/public/2026/01/00000000-0000-4000-8000-000000000000-square320.webp')
    ).assertStatus(404)
  })

  test('a premium picture has no rendition for a stranger: the signature guards its renditions too', async ({
    client,
  }) => {
    const { imageUrl } = await postWithImage(client, true)
    const path = imageUrl.split('?')[0]!.replace(/\.[a-z]+$/, '-square320.webp')
    ;(await client.get(path)).assertStatus(403)
  })

  test('deleting the post deletes the renditions made of its picture', async ({ client, assert }) => {
    const { artist, postId, imageUrl } = await postWithImage(client)
    const url = pictureRenditionUrl(imageUrl, 'post', 320)!
    ;(await client.get(url)).assertStatus(200)
    const removed = await client
      .delete(`/api/v1/contents/${artist.user.uuid}/${postId}`)
      .header('authorization', artist.bearer)
    removed.assertStatus(204)
    assert.isFalse(await mediaExists(keyOf(url)))
    assert.isFalse(await mediaExists(keyOf(imageUrl)))
  })
})
