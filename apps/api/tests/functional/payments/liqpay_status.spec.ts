import { test } from '@japa/runner'
import { clock } from '#core/clock'
import { reconcilePayments } from '#payments/actions/reconcile_payments'
import { balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { LiqpayProvider } from '#payments/providers/liqpay_provider'
import { paymentsConfig } from '#payments/payments_config'
import PaymentCallback from '#payments/payment_callback'
import env from '#start/env'
import { startFakeLiqpay, type FakeLiqpay } from '#tests/fakes/liqpay_server'
import { ledgerGroup, pendingOrder } from './helpers.js'

const keys = { publicKey: 'i00000000001', privateKey: 'kobza-test-private-key' }

async function pendingLiqpayOrder(amount = 9_900n) {
  const { artist, order: purchase } = await pendingOrder({ goal: 'DONATE', amount, provider: 'liqpay' })
  return { purchase, artist }
}

ledgerGroup("LiqPay's status query against a fake of its server API", (group) => {
  let fake: FakeLiqpay
  const provider = () => new LiqpayProvider({ ...keys, acceptSandboxStatus: false, apiUrl: fake.url })

  group.each.setup(async () => {
    fake = await startFakeLiqpay(keys)
    env.set('LIQPAY_PUBLIC_KEY', keys.publicKey)
    env.set('LIQPAY_PRIVATE_KEY', keys.privateKey)
    env.set('LIQPAY_API_URL', fake.url)
    return async () => {
      env.set('LIQPAY_PUBLIC_KEY', '')
      env.set('LIQPAY_PRIVATE_KEY', '')
      env.set('LIQPAY_API_URL', '')
      clock.reset()
      await fake.close()
    }
  })

  test('the request is the documented one: a signed form with base64 JSON data', async ({ assert }) => {
    fake.payments.set('order-1', { status: 'success', amount: 99, transaction_id: 1001 })
    await provider().queryStatus('order-1')
    assert.lengthOf(fake.requests, 1)
    assert.deepEqual(fake.requests[0], {
      payload: { version: 3, public_key: keys.publicKey, action: 'status', order_id: 'order-1' },
      signed: true,
      contentType: 'application/x-www-form-urlencoded',
    })
  })

  test('a paid order, a refunded one, a failed one and an unknown one, in Kobza’s terms', async ({ assert }) => {
    fake.payments.set('paid', { status: 'success', amount: 99, transaction_id: 1001, payment_id: 5001 })
    fake.payments.set('refunded', { status: 'reversed', amount: '40.50', payment_id: 5002 })
    fake.payments.set('declined', { status: 'failure', amount: 10, err_code: 'limit', payment_id: 5003 })
    const liqpay = provider()
    assert.deepEqual(await liqpay.queryStatus('paid'), {
      orderId: 'paid',
      status: 'success',
      providerStatus: 'success',
      amount: 9_900n,
      currency: 'UAH',
      transactionId: '1001',
    })
    assert.deepEqual(await liqpay.queryStatus('refunded'), {
      orderId: 'refunded',
      status: 'reversed',
      providerStatus: 'reversed',
      amount: 4_050n,
      currency: 'UAH',
      transactionId: '5002',
    })
    assert.deepInclude(await liqpay.queryStatus('declined'), { status: 'failure', providerStatus: 'failure' })
    assert.isNull(await liqpay.queryStatus('never-paid'), 'LiqPay has no payment for the order')
  })

  test('a request LiqPay refuses (wrong private key: bad signature) throws instead of passing for "no payment"', async ({
    assert,
  }) => {
    fake.payments.set('paid', { status: 'success', amount: 99 })
    const wrong = new LiqpayProvider({
      ...keys,
      privateKey: 'not-the-key',
      acceptSandboxStatus: false,
      apiUrl: fake.url,
    })
    await assert.rejects(() => wrong.queryStatus('paid'), 'LiqPay refused the status request (err_signature)')
    assert.isFalse(fake.requests[0]!.signed)
    const otherShop = new LiqpayProvider({ ...keys, publicKey: 'i999', acceptSandboxStatus: false, apiUrl: fake.url })
    await assert.rejects(
      () => otherShop.queryStatus('paid'),
      'LiqPay refused the status request (public_key_not_found)'
    )
  })

  test('reconciliation settles a LiqPay order whose callback was lost; unknown orders wait', async ({ assert }) => {
    assert.equal(paymentsConfig.liqpay.apiUrl, fake.url)
    const { purchase: paid, artist } = await pendingLiqpayOrder(12_000n)
    const { purchase: unpaid } = await pendingLiqpayOrder()
    fake.payments.set(paid.uuid, { status: 'success', amount: '120.00', transaction_id: 777 })

    const run = await (clock.travel(20 * 60_000), reconcilePayments())
    assert.deepInclude(run.settled, { order: paid.uuid, outcome: 'credited' })
    assert.notInclude(
      run.settled.map((entry) => entry.order),
      unpaid.uuid
    )
    assert.deepEqual(run.unreachable, [])
    await paid.refresh()
    await unpaid.refresh()
    assert.equal(paid.status, 'SUCCEEDED')
    assert.equal(paid.providerTransactionId, '777')
    assert.equal(unpaid.status, 'PENDING')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.id)), 12_000n)
    const [record] = await PaymentCallback.query().where('order_id', paid.uuid)
    assert.equal(record!.detail, 'reconciliation')
    assert.equal(record!.providerStatus, 'success')
  })

  test('a refusal during reconciliation leaves the order pending and reports it unreachable', async ({ assert }) => {
    const { purchase } = await pendingLiqpayOrder()
    fake.payments.set(purchase.uuid, { status: 'success', amount: 99 })
    env.set('LIQPAY_PRIVATE_KEY', 'rotated-on-one-side-only')
    const run = await (clock.travel(20 * 60_000), reconcilePayments())
    assert.include(run.unreachable, purchase.uuid)
    await purchase.refresh()
    assert.equal(purchase.status, 'PENDING')
  })
})
