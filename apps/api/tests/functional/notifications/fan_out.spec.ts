import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { decideWithdrawal } from '#payments/public'
import { requestWithdrawal } from '#payments/actions/request_withdrawal'
import { postFactory, subscription } from '#database/factories/post_factory'
import { runJobs, signedIn } from '#tests/helpers'
import { artistWithIncome, ledgerGroup } from '../payments/helpers.js'
import { inbox, ofType, setChannels } from './helpers.js'

ledgerGroup('Notifications: withdrawals', () => {
  test('a decided withdrawal tells the artist, paid or rejected, with no actor', async ({ client, assert }) => {
    const { artist } = await artistWithIncome(client, 500)
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const paid = await requestWithdrawal(artist.user, 10000n)
    const rejected = await requestWithdrawal(artist.user, 5000n)
    await decideWithdrawal(paid.id, 'PAID', moderator.user)
    await decideWithdrawal(rejected.id, 'REJECTED', moderator.user, 'wrong account')
    const told = await ofType(client, artist.bearer, 'WITHDRAWAL_DECIDED')
    assert.deepEqual(
      told.map((entry) => [entry.target?.id, entry.data.status, entry.data.amount, entry.actor]),
      [
        [rejected.uuid, 'REJECTED', '50.00', null],
        [paid.uuid, 'PAID', '100.00', null],
      ]
    )
    assert.notInclude(JSON.stringify(told), 'wrong account')
  })
})

test.group('Notifications: a new post, as background work', () => {
  test('active subscribers are told, in the background; not the author, lapsed or other fans, nor who turned it off', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [current, lapsed, quiet, stranger] = [await signedIn(), await signedIn(), await signedIn(), await signedIn()]
    await subscription(current.user, artist.user)
    await subscription(lapsed.user, artist.user)
    await subscription(quiet.user, artist.user)
    await db
      .from('subscriptions')
      .where({ fan_id: lapsed.user.id, artist_id: artist.user.id })
      .update({ active_until: DateTime.utc().minus({ minutes: 1 }).toFormat(db.connection().dialect.dateTimeFormat) })
    ;(await setChannels(client, quiet.bearer, { NEW_POST: { inApp: false } })).assertStatus(200)
    await runJobs()

    const premium = await postFactory(artist.user).premium().create()
    // Written by the job, not by the publish.
    assert.deepEqual(await ofType(client, current.bearer, 'NEW_POST'), [])
    await runJobs()
    const [told] = await ofType(client, current.bearer, 'NEW_POST')
    assert.equal(told!.actor?.uuid, artist.user.uuid)
    assert.deepEqual(told!.target, { kind: 'POST', id: String(premium) })
    assert.deepEqual(told!.data, { profile: artist.user.nickName })
    for (const other of [lapsed, quiet, stranger, artist])
      assert.deepEqual((await inbox(client, other.bearer)).elements, [], other.user.nickName)
  })

  test('a retried fan-out tells nobody twice', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const fan = await signedIn()
    await subscription(fan.user, artist.user)
    const post = await postFactory(artist.user).create()
    await runJobs()
    const { notifyMany } = await import('#notifications/public')
    const again = await notifyMany([fan.user.id], {
      type: 'NEW_POST',
      actorId: artist.user.id,
      target: { kind: 'POST', id: String(post) },
      groupKey: `new-post:${post}`,
    })
    assert.equal(again, 0)
    assert.lengthOf(await ofType(client, fan.bearer, 'NEW_POST'), 1)
  })
})
