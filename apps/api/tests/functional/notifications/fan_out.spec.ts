import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { decideWithdrawal } from '#payments/public'
import { requestWithdrawal } from '#payments/actions/request_withdrawal'
import { postFactory, subscription } from '#database/factories/post_factory'
import { artistAndFan, outboxMailsTo, runJobs, signedIn } from '#tests/helpers'
import { artistWithIncome, ledgerGroup } from '../payments/helpers.js'
import { MAIL_JOB } from '#core/mail/outbox'
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
    const { artist, fan } = await artistAndFan()
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

  test('the fan-out mails only the subscribers who want the e-mail now, once, however often it runs', async ({
    client,
    assert,
  }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const [wantsMail, byDefault, digested, silenced] = [
      await signedIn(),
      await signedIn(),
      await signedIn(),
      await signedIn(),
    ]
    for (const fan of [wantsMail, byDefault, digested, silenced]) await subscription(fan.user, artist.user)
    ;(await setChannels(client, wantsMail.bearer, { NEW_POST: { email: true } })).assertStatus(200)
    const daily = await client
      .patch('/api/v1/notifications/settings')
      .header('authorization', digested.bearer)
      .json({ emailDigest: 'daily', settings: { NEW_POST: { email: true } } })
    daily.assertStatus(200)
    // E-mail on, the app off: the e-mail follows the in-app row, so nothing at all.
    ;(await setChannels(client, silenced.bearer, { NEW_POST: { inApp: false, email: true } })).assertStatus(200)
    await runJobs()

    const post = await postFactory(artist.user).create()
    await runJobs()
    const mails = await outboxMailsTo(wantsMail.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0]!.subject, artist.user.publicName)
    for (const other of [byDefault, digested, silenced, artist])
      assert.deepEqual(await outboxMailsTo(other.user.email), [], other.user.nickName)
    assert.lengthOf(await ofType(client, digested.bearer, 'NEW_POST'), 1)
    assert.deepEqual(await ofType(client, silenced.bearer, 'NEW_POST'), [])

    // The job run again (a worker died before `done`): nobody is told or mailed twice.
    const { notifyMany } = await import('#notifications/public')
    const ids = [wantsMail, byDefault, digested, silenced].map((fan) => fan.user.id)
    const event = {
      type: 'NEW_POST' as const,
      actorId: artist.user.id,
      target: { kind: 'POST' as const, id: String(post) },
      data: { profile: artist.user.nickName },
      groupKey: `new-post:${post}`,
    }
    assert.equal(await notifyMany(ids, event), 0)
    // Even rows lost after the mail was queued are told again without a second mail (dedupe key).
    await db.from('notifications').where('group_key', `new-post:${post}`).delete()
    assert.equal(await notifyMany(ids, event), 3)
    const queued = await db
      .from('jobs')
      .where('name', MAIL_JOB)
      .where('dedupe_key', 'like', `notification:new-post:${post}:%`)
    assert.lengthOf(queued, 1)
    await runJobs()
    assert.lengthOf(await outboxMailsTo(wantsMail.user.email), 1)
  })
})
