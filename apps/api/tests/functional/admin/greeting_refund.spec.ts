import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { adminMoneyMessages, greetingMessages } from '@kobza/contract'
import { AuditLog } from '#accounts/public'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { signedIn } from '#tests/helpers'
import { ledgerGroup, withdraw } from '../payments/helpers.js'
import { mp4Bytes } from '@kobza/testkit'
import { decline, deliver, greetingPrice, ordersOf, waitingGreeting } from '../greetings/helpers.js'

const price = BigInt(greetingPrice * 100)

function refund(client: ApiClient, bearer: string, id: number | string, body: Record<string, unknown>) {
  return client.post(`/admin/api/greeting-orders/${id}/refunds`).header('authorization', bearer).json(body)
}

/** A paid order waiting for its video, as the artist sees it. */
async function waitingOrder(client: ApiClient) {
  const { fan, artist, order } = await waitingGreeting(client, 'For my sister')
  return { fan, artist, id: order.id }
}

ledgerGroup('Console: refund of a video greeting order', () => {
  test('a moderator refunds a waiting order: the hold returns to the fan, once, and the audit log says who and why', async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { fan, artist, id } = await waitingOrder(client)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: price, withdrawing: 0n })

    const refunded = await refund(client, moderator.bearer, id, { reason: '  The artist asked us to  ' })
    refunded.assertStatus(200)
    assert.include(refunded.body(), { id, status: 'DECLINED', declinedBy: 'MODERATOR', videoSent: false })
    assert.isString(refunded.body().settledAt)
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
    assert.equal((await ordersOf(client, fan.bearer, false))[0]!.status, 'DECLINED')

    const audit = await AuditLog.query().where('action', 'greeting.refunded').where('target_user_id', fan.user.id)
    assert.lengthOf(audit, 1)
    assert.equal(audit[0]!.actorId, moderator.user.id)
    assert.deepInclude(JSON.parse(audit[0]!.details!), {
      order: id,
      artist: artist.user.id,
      amount: '500.00',
      currency: 'UAH',
      reason: 'The artist asked us to',
    })

    // Nothing is left to refund, send or decline.
    const again = await refund(client, moderator.bearer, id, { reason: 'Twice' })
    again.assertStatus(409)
    assert.deepEqual(again.body(), { errors: [{ message: adminMoneyMessages.orderNotRefundable }] })
    const late = await deliver(client, artist.bearer, id, mp4Bytes())
    late.assertStatus(409)
    assert.deepEqual(late.body(), { errors: [{ message: greetingMessages.notAwaiting }] })
    ;(await decline(client, artist.bearer, id)).assertStatus(409)
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), price)
    assert.lengthOf(await AuditLog.query().where('action', 'greeting.refunded').where('target_user_id', fan.user.id), 1)
  })

  test('a delivered order (the wrong content was sent) is refunded from the artist to the fan, once', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const { fan, artist, id } = await waitingOrder(client)
    ;(await deliver(client, artist.bearer, id, mp4Bytes())).assertStatus(200)
    assert.deepEqual(await artistBalance(artist.user.id), { available: price, held: 0n, withdrawing: 0n })
    const fanBefore = await balanceOf(balanceAccounts.fan(fan.user.id))

    const refunded = await refund(client, admin.bearer, id, { reason: 'Not the video that was asked for' })
    refunded.assertStatus(200)
    assert.include(refunded.body(), { id, status: 'DECLINED', declinedBy: 'MODERATOR' })
    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: 0n, withdrawing: 0n })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), fanBefore + price)
    assert.equal((await ordersOf(client, fan.bearer, false))[0]!.status, 'DECLINED')
    const [entry] = await AuditLog.query().where('action', 'greeting.refunded').where('actor_id', admin.user.id)
    assert.deepInclude(JSON.parse(entry!.details!), { order: id, delivered: true, amount: '500.00' })

    const again = await refund(client, admin.bearer, id, { reason: 'Twice' })
    again.assertStatus(409)
    assert.deepEqual(again.body(), { errors: [{ message: adminMoneyMessages.orderNotRefundable }] })
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), fanBefore + price)
  })

  test('a refund of money the artist already withdrew leaves the artist owing it', async ({ client, assert }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { artist, id } = await waitingOrder(client)
    ;(await deliver(client, artist.bearer, id, mp4Bytes())).assertStatus(200)
    const withdrawal = await withdraw(client, artist.bearer, greetingPrice)
    withdrawal.assertStatus(201)
    ;(await refund(client, moderator.bearer, id, { reason: 'Wrong content' })).assertStatus(200)
    assert.deepEqual(await artistBalance(artist.user.id), { available: -price, held: 0n, withdrawing: price })
  })

  test('a declined order is refused with a 409 and nothing moves', async ({ client, assert }) => {
    const admin = await signedIn({ authorities: ['ADMIN'] })
    const { fan, artist, id } = await waitingOrder(client)
    ;(await decline(client, artist.bearer, id)).assertStatus(200)
    const before = await artistBalance(artist.user.id)
    const fanBefore = await balanceOf(balanceAccounts.fan(fan.user.id))
    const refused = await refund(client, admin.bearer, id, { reason: 'Wrong content' })
    refused.assertStatus(409)
    assert.deepEqual(refused.body(), { errors: [{ message: adminMoneyMessages.orderNotRefundable }] })
    assert.deepEqual(await artistBalance(artist.user.id), before)
    assert.equal(await balanceOf(balanceAccounts.fan(fan.user.id)), fanBefore)
    assert.lengthOf(await AuditLog.query().where('action', 'greeting.refunded').where('actor_id', admin.user.id), 0)
  })

  test('a refund needs a reason (422), a known order (404) and a moderator or admin (403, 401)', async ({
    client,
    assert,
  }) => {
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const { fan, artist, id } = await waitingOrder(client)

    for (const body of [{}, { reason: '   ' }, { reason: 7 }]) {
      const invalid = await refund(client, moderator.bearer, id, body)
      invalid.assertStatus(422)
      assert.equal(invalid.body().errors[0].message, adminMoneyMessages.refundReasonRequired)
    }
    const tooLong = await refund(client, moderator.bearer, id, { reason: 'x'.repeat(501) })
    tooLong.assertStatus(422)
    assert.deepEqual(tooLong.body(), { errors: [{ message: 'Maximum number of characters - 500', field: 'reason' }] })

    for (const missing of [999_999, 'nope', 99_999_999_999]) {
      const response = await refund(client, moderator.bearer, missing, { reason: 'Wrong content' })
      response.assertStatus(404)
      assert.deepEqual(response.body(), { errors: [{ message: adminMoneyMessages.orderNotFound }] })
    }
    ;(await refund(client, fan.bearer, id, { reason: 'Mine' })).assertStatus(403)
    ;(await refund(client, artist.bearer, id, { reason: 'Mine' })).assertStatus(403)
    ;(await client.post(`/admin/api/greeting-orders/${id}/refunds`).json({ reason: 'x' })).assertStatus(401)

    assert.deepEqual(await artistBalance(artist.user.id), { available: 0n, held: price, withdrawing: 0n })
    assert.equal((await ordersOf(client, fan.bearer, false))[0]!.status, 'INIT')
  })
})
