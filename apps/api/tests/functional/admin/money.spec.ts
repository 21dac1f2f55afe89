import { test } from '@japa/runner'
import { adminMoneyMessages } from '@kobza/contract'
import { AuditLog } from '#accounts/public'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { signedIn } from '#tests/helpers'
import { ledgerGroup, fanAndArtist, pendingDonation, uah, withdrawalRequested } from '../payments/helpers.js'
import { paidGreeting } from '../greetings/helpers.js'

ledgerGroup('Console: payments, orders and withdrawals', () => {
  test('payments list newest first with people, filters by status and goal, searches by e-mail', async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { fan, artist, order } = await withdrawalRequested(client, 300, 100)
    const pending = await pendingDonation(client, fan.bearer, artist.user.uuid, 50)

    const all = await client.get('/admin/api/payments').header('authorization', moderator.bearer)
    all.assertStatus(200)
    const mine = all.body().filter((row: { artistId: number }) => row.artistId === artist.user.id)
    assert.deepEqual(
      mine.map((row: { uuid: string; status: string; amount: number }) => [row.uuid, row.status, row.amount]),
      [
        [pending.uuid, 'PENDING', 50],
        [order.uuid, 'SUCCEEDED', 300],
      ]
    )
    assert.equal(mine[1].payer.email, fan.user.email)
    assert.match(all.header('content-range') ?? '', /^payments 0-\d+\/\d+$/)

    const succeeded = await client
      .get('/admin/api/payments')
      .qs({ filter: JSON.stringify({ status: 'SUCCEEDED', q: fan.user.email }) })
      .header('authorization', moderator.bearer)
    assert.deepEqual(
      succeeded.body().map((row: { uuid: string }) => row.uuid),
      [order.uuid]
    )
    const greetings = await client
      .get('/admin/api/payments')
      .qs({ filter: JSON.stringify({ goal: 'VID_CONGRATULATION', q: fan.user.email }) })
      .header('authorization', moderator.bearer)
    assert.deepEqual(greetings.body(), [])

    const one = await client.get(`/admin/api/payments/${order.id}`).header('authorization', moderator.bearer)
    one.assertStatus(200)
    assert.include(one.body(), { uuid: order.uuid, goal: 'DONATE', status: 'SUCCEEDED', amount: 300 })
    const missing = await client.get('/admin/api/payments/999999').header('authorization', moderator.bearer)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { errors: [{ message: adminMoneyMessages.paymentNotFound }] })
  })

  test('orders list with both parties and the deadline, filtered by status; the video stays private', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const { fan, artist } = await fanAndArtist()
    await paidGreeting(client, fan, artist, 'For my sister')
    const response = await client
      .get('/admin/api/greeting-orders')
      .qs({ filter: JSON.stringify({ status: 'INIT', artistId: artist.user.id }) })
      .header('authorization', admin.bearer)
    response.assertStatus(200)
    assert.lengthOf(response.body(), 1)
    const [order] = response.body()
    assert.include(order, { status: 'INIT', fanDesire: 'For my sister', videoSent: false, fanId: fan.user.id })
    assert.equal(order.artist.email, artist.user.email)
    assert.isString(order.deadlineAt)
    assert.notProperty(order, 'videoUrl')
    const declined = await client
      .get('/admin/api/greeting-orders')
      .qs({ filter: JSON.stringify({ status: 'DECLINED', artistId: artist.user.id }) })
      .header('authorization', admin.bearer)
    assert.deepEqual(declined.body(), [])
    ;(await client.get(`/admin/api/greeting-orders/${order.id}`).header('authorization', admin.bearer)).assertStatus(
      200
    )
  })

  test('a moderator pays a withdrawal out: it leaves Kobza, once, and the audit log says who', async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { artist } = await withdrawalRequested(client, 500, 200)
    const listed = await client
      .get('/admin/api/withdrawals')
      .qs({ filter: JSON.stringify({ status: 'REQUESTED', artistId: artist.user.id }) })
      .header('authorization', moderator.bearer)
    assert.lengthOf(listed.body(), 1)
    const id = listed.body()[0].id
    assert.include(listed.body()[0], { amount: 200, status: 'REQUESTED' })

    const paid = await client
      .put(`/admin/api/withdrawals/${id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'PAID' })
    paid.assertStatus(200)
    assert.equal(paid.body().status, 'PAID')
    assert.deepEqual(await artistBalance(artist.user.id), { available: 30_000n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.external('payout')), 20_000n)

    const again = await client
      .put(`/admin/api/withdrawals/${id}`)
      .header('authorization', moderator.bearer)
      .json({ status: 'REJECTED', reason: 'Too late' })
    again.assertStatus(409)
    assert.deepEqual(again.body(), { errors: [{ message: adminMoneyMessages.withdrawalDecided }] })
    assert.deepEqual(await artistBalance(artist.user.id), { available: 30_000n, held: 0n, withdrawing: 0n })

    const audit = await AuditLog.query().where('target_user_id', artist.user.id).where('action', 'withdrawal.paid')
    assert.lengthOf(audit, 1)
    assert.equal(audit[0]!.actorId, moderator.user.id)
    assert.include(JSON.parse(audit[0]!.details!), { amount: '200.00', currency: 'UAH' })
  })

  test('rejecting a withdrawal returns the amount to the artist’s balance; a bad status is a 422', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const { artist, uuid } = await withdrawalRequested(client, 400, 150)
    const listed = await client
      .get('/admin/api/withdrawals')
      .qs({ filter: JSON.stringify({ q: uuid }) })
      .header('authorization', admin.bearer)
    const id = listed.body()[0].id
    const invalid = await client
      .put(`/admin/api/withdrawals/${id}`)
      .header('authorization', admin.bearer)
      .json({ status: 'REQUESTED' })
    invalid.assertStatus(422)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 25_000n, held: 0n, withdrawing: 15_000n })

    // Turning a payout down needs the moderator's reason: without one nothing moves.
    for (const body of [{ status: 'REJECTED' }, { status: 'REJECTED', reason: '  ' }]) {
      const unexplained = await client
        .put(`/admin/api/withdrawals/${id}`)
        .header('authorization', admin.bearer)
        .json(body)
      unexplained.assertStatus(422)
      assert.deepEqual(unexplained.body(), {
        errors: [{ field: 'reason', message: adminMoneyMessages.rejectReasonRequired }],
      })
    }
    assert.deepEqual(await artistBalance(artist.user.id), { available: 25_000n, held: 0n, withdrawing: 15_000n })

    const rejected = await client
      .put(`/admin/api/withdrawals/${id}`)
      .header('authorization', admin.bearer)
      .json({ status: 'REJECTED', reason: 'Реквізити не збігаються з профілем' })
    rejected.assertStatus(200)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 40_000n, held: 0n, withdrawing: 0n })
    const audit = await AuditLog.query().where('target_user_id', artist.user.id).where('action', 'withdrawal.rejected')
    assert.lengthOf(audit, 1)
    assert.equal(audit[0]!.actorId, admin.user.id)
    assert.deepInclude(JSON.parse(audit[0]!.details!), {
      amount: '150.00',
      currency: 'UAH',
      reason: 'Реквізити не збігаються з профілем',
    })
    const missing = await client
      .put('/admin/api/withdrawals/999999')
      .header('authorization', admin.bearer)
      .json({ status: 'PAID' })
    missing.assertStatus(404)
  })
})

ledgerGroup('Earnings: what an artist received and asked to withdraw', () => {
  test('received payments and withdrawals come newest first, paged; fans are refused', async ({ client, assert }) => {
    const { fan, artist } = await withdrawalRequested(client, 300, 100)
    await paidGreeting(client, fan, artist, 'Hello')
    const received = await client
      .get('/api/v1/payments/received')
      .qs({ size: 1 })
      .header('authorization', artist.bearer)
    received.assertStatus(200)
    assert.equal(received.body().totalPages, 2)
    assert.lengthOf(received.body().elements, 1)
    assert.include(received.body().elements[0], {
      paymentGoal: 'VID_CONGRATULATION',
      holdStatus: 'HELD',
      reversed: false,
    })
    assert.deepEqual(received.body().elements[0].payer, {
      uuid: fan.user.uuid,
      nickName: fan.user.nickName,
      publicName: fan.user.publicName,
    })
    const second = await client
      .get('/api/v1/payments/received')
      .qs({ size: 1, page: 1 })
      .header('authorization', artist.bearer)
    assert.deepEqual(second.body().elements[0].money, uah(300))

    const withdrawals = await client.get('/api/v1/payments/withdrawals').header('authorization', artist.bearer)
    withdrawals.assertStatus(200)
    assert.equal(withdrawals.body().totalPages, 1)
    assert.deepInclude(withdrawals.body().elements[0], { money: uah(100), status: 'REQUESTED' })

    for (const path of ['/api/v1/payments/received', '/api/v1/payments/withdrawals']) {
      const refused = await client.get(path).header('authorization', fan.bearer)
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { errors: [{ message: 'Only artists have a balance' }] })
      ;(await client.get(path)).assertStatus(401)
    }
  })
})
