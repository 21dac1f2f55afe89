import { test } from '@japa/runner'
import { adminMoneyMessages, legendMessages } from '@kobza/contract'
import { clock } from '#core/clock'
import { signedIn } from '#tests/helpers'
import Legend from '#legends/legend'
import Withdrawal from '#payments/withdrawal'
import { artistBalance } from '#payments/actions/balance_of'
import { closeVotingStages } from '#legends/actions/close_stages'
import { nominatedLegend, settings, songForm, stageEndsIn } from '../legends/helpers.js'
import { ledgerGroup, pendingDonation, postCallback, sandboxCallback, withdraw } from '../payments/helpers.js'

/*
 * Issue 31 item 10: no one decides on their own case. A judge does not decide on a legend they
 * nominated; a moderator who is also the artist does not settle their own withdrawal; and the
 * daily nomination allowance holds against requests sent at once.
 */

ledgerGroup('Separation of duties', (group) => {
  group.each.setup(async () => {
    await Legend.query().delete()
    await settings()
  })
  group.each.teardown(() => clock.reset())

  test('a judge cannot decide on a legend they nominated (403); another judge can', async ({ client, assert }) => {
    await settings({ expectedMinimalVote: 1 })
    const judge = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const legend = await nominatedLegend(judge.user)
    const { voteForLegend } = await import('#legends/actions/vote')
    await voteForLegend((await signedIn()).user, legend.legendUuid)
    await stageEndsIn(legend.legendUuid, -1000)
    await closeVotingStages()
    const row = await Legend.findByOrFail('uuid', legend.legendUuid)
    assert.equal(row.status, 'REVIEWING')

    for (const decision of [{ decision: 'INDUCT' }, { decision: 'REJECT', reason: 'not mine to say' }]) {
      const own = await client
        .post(`/admin/api/legend-reviews/${row.id}/decisions`)
        .header('authorization', judge.bearer)
        .json(decision)
      own.assertStatus(403)
      assert.deepEqual(own.body(), { errors: [{ message: legendMessages.ownNomination }] })
    }
    await row.refresh()
    assert.equal(row.status, 'REVIEWING')

    const other = await signedIn({ authorities: ['JUDGE_HALL_OF_FAME'] })
    const decided = await client
      .post(`/admin/api/legend-reviews/${row.id}/decisions`)
      .header('authorization', other.bearer)
      .json({ decision: 'INDUCT' })
    decided.assertStatus(200)
    assert.equal(decided.body().status, 'SUCCESS')
  })

  test('a moderator who is also the artist cannot settle their own withdrawal (403); another moderator can', async ({
    client,
    assert,
  }) => {
    const fan = await signedIn()
    const artist = await signedIn({ authorities: ['ARTIST', 'MODERATOR'] })
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 500)
    ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
    const requested = await withdraw(client, artist.bearer, 200)
    requested.assertStatus(201)
    const withdrawal = await Withdrawal.findByOrFail('uuid', requested.body().uuid)

    for (const status of ['PAID', 'REJECTED']) {
      const own = await client
        .put(`/admin/api/withdrawals/${withdrawal.id}`)
        .header('authorization', artist.bearer)
        .json({ status, reason: 'Own payout' })
      own.assertStatus(403)
      assert.deepEqual(own.body(), { errors: [{ message: adminMoneyMessages.ownWithdrawal }] })
    }
    await withdrawal.refresh()
    assert.equal(withdrawal.status, 'REQUESTED')
    assert.deepEqual(await artistBalance(artist.user.id), { available: 30_000n, held: 0n, withdrawing: 20_000n })

    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const paid = await client
      .put(`/admin/api/withdrawals/${withdrawal.id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'PAID' })
    paid.assertStatus(200)
    assert.equal(paid.body().status, 'PAID')
  })

  test('the daily nomination allowance holds against nominations sent at once', async ({ client, assert }) => {
    await settings({ nominationsPerDay: 2 })
    const fan = await signedIn()
    // Six nominations in flight together, each its own request (its own connection on PostgreSQL).
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => songForm(client, fan.bearer, { name: `Пісня ${index}` }))
    )
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 201, 429, 429, 429, 429])
    for (const answer of answers.filter((one) => one.status() === 429))
      assert.deepEqual(answer.body(), { errors: [{ message: legendMessages.tooManyNominations }] })
    assert.lengthOf(await Legend.query().where('owner_id', fan.user.id), 2)
  }).timeout(60_000)
})
