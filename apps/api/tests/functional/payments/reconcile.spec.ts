import { test } from '@japa/runner'
import { clock } from '#core/clock'
import BalancePosting from '#payments/balance_posting'
import PaymentCallback from '#payments/payment_callback'
import { balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { decideSandboxCheckout } from '#payments/actions/decide_sandbox_checkout'
import { reconcilePayments } from '#payments/actions/reconcile_payments'
import { recordSandboxDecision, SandboxProvider } from '#payments/providers/sandbox_provider'
import { paymentsConfig } from '#payments/payments_config'
import type Purchase from '#payments/purchase'
import { ledgerGroup, fanAndArtist, pendingDonation, postCallback, sandboxCallback } from './helpers.js'

const minute = 60_000
const hour = 60 * minute

async function outcomesOf(order: Purchase) {
  return (await PaymentCallback.query().where('order_id', order.uuid).orderBy('id')).map((row) => row.outcome)
}

ledgerGroup('Payment reconciliation and late callbacks', () => {
  test('the sandbox answers a status query from its own books, like a real provider', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 40)
    const provider = new SandboxProvider(paymentsConfig.sandboxSecret)
    assert.isNull(await provider.queryStatus(order.uuid), 'no payment yet')
    assert.equal(await decideSandboxCheckout(order.uuid, 'approve'), 'success')
    await order.refresh()
    const answer = await provider.queryStatus(order.uuid)
    assert.deepEqual(answer, {
      orderId: order.uuid,
      status: 'success',
      providerStatus: 'success',
      amount: 4_000n,
      currency: 'UAH',
      transactionId: order.providerTransactionId,
    })
  })

  test('a callback that never came is recovered by reconciliation; the late callback is then a duplicate', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 120)
    // The payer paid: the provider knows, but its callback was lost on the way.
    await recordSandboxDecision(order, 'approve')

    const tooSoon = await reconcilePayments()
    assert.notInclude(
      tooSoon.settled.map((entry) => entry.order),
      order.uuid,
      'a fresh order is left to its callback'
    )
    await order.refresh()
    assert.equal(order.status, 'PENDING')

    clock.travel(20 * minute)
    const run = await reconcilePayments()
    assert.deepInclude(run.settled, { order: order.uuid, outcome: 'credited' })
    await order.refresh()
    assert.equal(order.status, 'SUCCEEDED')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 12_000n)

    // Hours later the provider's retry finally arrives.
    clock.travel(5 * hour)
    const late = await postCallback(client, sandboxCallback(order, 'approve', order.providerTransactionId!))
    late.assertStatus(200)
    assert.equal(late.body().message, 'Callback received: duplicate')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 12_000n)
    assert.lengthOf(await BalancePosting.query().where('purchase_id', order.id), 1)
    assert.deepEqual(await outcomesOf(order), ['credited', 'duplicate'])
    const recovered = await PaymentCallback.query().where('order_id', order.uuid).orderBy('id').firstOrFail()
    assert.equal(recovered.signature, 'reconciliation')
    assert.match(recovered.detail ?? '', /^reconciliation/)

    // Running it again finds nothing pending for this order.
    const again = await reconcilePayments()
    assert.notInclude(
      again.settled.map((entry) => entry.order),
      order.uuid
    )
  })

  test('reconciliation fails a declined order and leaves an unpaid one pending', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const declined = await pendingDonation(client, fan.bearer, artist.user.uuid, 30)
    const unpaid = await pendingDonation(client, fan.bearer, artist.user.uuid, 50)
    await recordSandboxDecision(declined, 'decline')
    clock.travel(2 * hour)
    const run = await reconcilePayments()
    assert.deepInclude(run.settled, { order: declined.uuid, outcome: 'failed' })
    assert.notInclude(
      run.settled.map((entry) => entry.order),
      unpaid.uuid
    )
    await declined.refresh()
    await unpaid.refresh()
    assert.equal(declined.status, 'FAILED')
    assert.equal(unpaid.status, 'PENDING')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
    // A success claimed afterwards (a reordered callback) changes nothing.
    const reordered = await postCallback(client, sandboxCallback(declined, 'approve'))
    assert.equal(reordered.body().message, 'Callback received: ignored')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
  })

  test('a callback delayed by hours still credits exactly once', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 75)
    clock.travel(7 * hour)
    const callback = sandboxCallback(order, 'approve')
    const [first, second] = await Promise.all([postCallback(client, callback), postCallback(client, callback)])
    assert.sameMembers(
      [first.body().message, second.body().message],
      ['Callback received: credited', 'Callback received: duplicate']
    )
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 7_500n)
    assert.lengthOf(await BalancePosting.query().where('purchase_id', order.id), 1)
  })
})
