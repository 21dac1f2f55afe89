import { gradientPicture, melodyWav } from '@kobza/testkit'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { feedMessages } from '@kobza/contract'
import { createPost } from '#feed/public'
import { ApiException } from '#core/exceptions/api_exception'
import { userFactory } from '#database/factories/user_factory'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'

test.group('createPost use case', (group) => {
  group.each.setup(() => resetFeed())

  test('a failure while writing rows leaves neither rows nor files', async ({ assert }) => {
    const artist = await userFactory().artist().create()
    // The account disappears between the checks and the write: the post's foreign key fails.
    const ghost = Object.assign(Object.create(Object.getPrototypeOf(artist)), artist, { id: 987654 })
    ghost.authorityRows = artist.authorityRows
    const picture = await gradientPicture(0, 'x', 'png')
    await assert.rejects(() =>
      createPost(ghost, {
        postType: 'PUBLIC',
        images: [{ source: picture }],
        songs: [{ source: melodyWav(0, 1), name: 'Пісня', genre: 'POP' }],
      })
    )
    assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)
    assert.equal(Number((await db.from('post_contents').count('* as total').first()).total), 0)
    assert.deepEqual(storedMediaKeys(), [])
  })

  test('a disk failure after some files were written removes them and rolls the rows back', async ({
    assert,
    cleanup,
  }) => {
    const artist = await userFactory().artist().create()
    const disk = drive.use()
    const put = disk.put.bind(disk)
    // The picture goes in, then the disk fails on its thumbnail.
    disk.put = async (key, ...rest) => {
      if (key.endsWith('-thumb.webp')) throw new Error('disk full')
      return put(key, ...rest)
    }
    cleanup(() => {
      disk.put = put
    })
    const picture = await gradientPicture(1, 'x', 'png')
    await assert.rejects(() => createPost(artist, { postType: 'PUBLIC', images: [{ source: picture }] }), 'disk full')
    assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)
    assert.deepEqual(storedMediaKeys(), [])
  })

  test('the rules hold for every door, not only HTTP', async ({ assert }) => {
    const fan = await userFactory().create()
    const artist = await userFactory().artist().create()
    const refusal = async (work: () => Promise<unknown>) => {
      try {
        await work()
      } catch (error) {
        return error instanceof ApiException ? error.errors[0]?.message : String(error)
      }
      return 'accepted'
    }
    assert.equal(
      await refusal(() => createPost(fan, { postType: 'PUBLIC', text: 'Привіт' })),
      feedMessages.onlyArtistsPost
    )
    assert.equal(
      await refusal(() => createPost(artist, { postType: 'PUBLIC', poll: { title: 'Так?', options: ['Так'] } })),
      feedMessages.pollOptionsMin
    )
    assert.equal(
      await refusal(() =>
        createPost(artist, {
          postType: 'PUBLIC',
          images: [{ source: melodyWav(0, 1) }],
        })
      ),
      feedMessages.imageType
    )
  })
})
