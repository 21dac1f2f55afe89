import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { seedDemoPeople } from '#accounts/demo'
import { seedDemoFeed } from '#feed/demo'
import { isActiveSubscriber } from '#subscriptions/public'
import { findUserByEmail } from '#accounts/public'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'

const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number((await db.from(table).where(where).count('* as total').first()).total)

test.group('Feed demo seed', (group) => {
  group.each.setup(() => resetFeed())

  test('30+ posts of every kind with likes, votes and threads; the demo fan has premium content; idempotent', async ({
    assert,
  }) => {
    const context = { password: 'Kobza-demo-2026!', localLedger: false, progress: () => {} }
    await seedDemoPeople(context)
    const result = await seedDemoFeed(context)
    assert.isAtLeast(result.created, 30)
    assert.isAtLeast(await count('posts'), 30)
    assert.isAtLeast(await count('posts', { post_type: 'PREMIUM' }), 5)
    assert.isAtLeast(await count('post_contents', { type: 'IMAGE' }), 8)
    assert.isAtLeast(await count('post_contents', { type: 'SONG' }), 5)
    assert.isAtLeast(await count('post_contents', { type: 'VOTE' }), 5)
    assert.isAtLeast(await count('poll_ballots'), 10)
    assert.isAtLeast(await count('post_likes'), 30)
    assert.isAtLeast(await count('comments'), 10)
    assert.isAtLeast(storedMediaKeys().length, 20)
    const fan = (await findUserByEmail('fan@kobza.local'))!
    const artist = (await findUserByEmail('artist@kobza.local'))!
    assert.isTrue(await isActiveSubscriber(fan.id, artist.id))
    const again = await seedDemoFeed(context)
    assert.equal(again.created, 0)
  }).timeout(60000)
})
