import { test } from '@japa/runner'
import { messages, paymentCallbackLimits, paymentMessages } from '@kobza/contract'
import { callbackRecord } from '#payments/actions/handle_callback'
import { rateLimits } from '#accounts/public'
import BalancePosting from '#payments/balance_posting'
import PaymentCallback from '#payments/payment_callback'
import Purchase from '#payments/purchase'
import { artistBalance, balanceOf } from '#payments/actions/balance_of'
import { balanceAccounts } from '#payments/accounts'
import { encodeData, sandboxSignature } from '#payments/providers/signing'
import { paymentsConfig } from '#payments/payments_config'
import {
  ledgerGroup,
  donate,
  fanAndArtist,
  fetchSandboxCallback,
  orderOfCheckoutUrl,
  pendingDonation,
  postCallback,
  sandboxCallback,
  sandboxRefund,
  uah,
} from './helpers.js'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

async function callbacksFor(order: Purchase) {
  return PaymentCallback.query().where('order_id', order.uuid).orderBy('id')
}

ledgerGroup('Payment callbacks', () => {
  test('sandbox end to end: checkout page, approval, signed callback, credit, back to the profile', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const created = await donate(client, fan.bearer, artist.user.uuid, 200)
    created.assertStatus(201)
    const checkoutPath = new URL(created.body().checkoutUrl).pathname

    const page = await client.get(checkoutPath)
    page.assertStatus(200)
    assert.include(page.header('content-type'), 'text/html')
    assert.include(page.text(), '₴200.00')
    assert.include(page.text(), artist.user.publicName.replace(/'/g, '&#39;'))
    assert.notInclude(page.text(), '<script')

    const approved = await client.post(checkoutPath).form({ decision: 'approve' }).redirects(0)
    approved.assertStatus(303)
    const back = new URL(approved.header('location') ?? '')
    assert.equal(back.pathname, `/profile/${artist.user.nickName}`)
    assert.equal(back.searchParams.get('payment'), 'success')

    const order = await Purchase.query().where('uuid', checkoutPath.split('/').pop()!).firstOrFail()
    assert.equal(order.status, 'SUCCEEDED')
    assert.deepEqual(await artistBalance(artist.user.id), { available: 20_000n, held: 0n, withdrawing: 0n })
    assert.deepEqual(
      (await callbacksFor(order)).map((row) => [row.verified, row.outcome, row.providerStatus]),
      [[true, 'credited', 'success']]
    )
    const balance = await client.get('/api/v1/payments/balance').header('authorization', artist.bearer)
    balance.assertStatus(200)
    assert.deepEqual(balance.body(), { available: uah(200), held: uah(0), withdrawing: uah(0) })

    // The page of a paid order no longer offers to pay.
    const again = await client.get(checkoutPath)
    again.assertStatus(200)
    assert.include(again.text(), 'Already paid')
    assert.notInclude(again.text(), 'decision')
  })

  test('declining on the sandbox fails the order and credits nothing', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 300)
    const declined = await client
      .post(`/payments/sandbox/checkout/${order.uuid}`)
      .form({ decision: 'decline' })
      .redirects(0)
    declined.assertStatus(303)
    assert.equal(new URL(declined.header('location') ?? '').searchParams.get('payment'), 'failure')
    await order.refresh()
    assert.equal(order.status, 'FAILED')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
    assert.equal((await BalancePosting.query().where('purchase_id', order.id)).length, 0)
  })

  test('a callback with a bad signature is refused, recorded and credits nothing', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 100)
    const genuine = sandboxCallback(order)
    const forged = { data: genuine.data, signature: sandboxSignature('not-the-secret', genuine.data) }
    const response = await postCallback(client, forged)
    response.assertStatus(400)
    assert.deepEqual(response.body(), { errors: [{ message: paymentMessages.invalidSignature }] })
    const garbage = await postCallback(client, { data: 'bm90IGpzb24=', signature: 'x' })
    garbage.assertStatus(400)
    // NUL cannot be stored in PostgreSQL text (it answered 500): refused like any malformed body.
    const withNul = await postCallback(client, { data: 'bnVs\u0000', signature: 'a\u0000b' })
    withNul.assertStatus(422)
    assert.deepEqual(withNul.body(), { errors: [{ message: messages.nulCharacter, field: 'data' }] })
    await order.refresh()
    assert.equal(order.status, 'PENDING')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
    const rejected = await PaymentCallback.query().where('data', callbackRecord(genuine.data)).where('verified', false)
    assert.lengthOf(rejected, 1)
    assert.equal(rejected[0]!.outcome, 'rejected')
  })

  test('amount tampering: a correctly signed callback for another amount credits nothing', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 100)
    const tampered = sandboxCallback({ uuid: order.uuid, amount: 1n, currency: 'UAH' })
    const response = await postCallback(client, tampered)
    response.assertStatus(422)
    assert.deepEqual(response.body(), { errors: [{ message: paymentMessages.callbackMismatch }] })
    const otherCurrency = sandboxCallback({ uuid: order.uuid, amount: order.amount, currency: 'USD' })
    ;(await postCallback(client, otherCurrency)).assertStatus(422)
    await order.refresh()
    assert.equal(order.status, 'PENDING')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
    assert.deepEqual(
      (await callbacksFor(order)).map((row) => [row.verified, row.outcome]),
      [
        [true, 'rejected'],
        [true, 'rejected'],
      ]
    )
  })

  test('a callback for an unknown order is a 404 and is recorded', async ({ client, assert }) => {
    const callback = sandboxCallback({ uuid: '00000000-0000-4000-8000-000000000000', amount: 100n, currency: 'UAH' })
    const response = await postCallback(client, callback)
    response.assertStatus(404)
    assert.deepEqual(response.body(), { errors: [{ message: paymentMessages.unknownOrder }] })
    assert.lengthOf(await PaymentCallback.query().where('data', callbackRecord(callback.data)), 1)
  })

  test('an unknown provider is a 404', async ({ client }) => {
    ;(await postCallback(client, { data: 'e30=', signature: 'x' }, 'paypal')).assertStatus(404)
  })

  test('the same callback twice credits once', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 150)
    const callback = sandboxCallback(order)
    const first = await postCallback(client, callback)
    first.assertStatus(200)
    assert.equal(first.body().message, 'Callback received: credited')
    const second = await postCallback(client, callback)
    second.assertStatus(200)
    assert.equal(second.body().message, 'Callback received: duplicate')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 15_000n)
    assert.lengthOf(await BalancePosting.query().where('purchase_id', order.id), 1)
    assert.deepEqual(
      (await callbacksFor(order)).map((row) => row.outcome),
      ['credited', 'duplicate']
    )
  })

  test('out of order: a failure after a success, or a success after a failure, changes nothing', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const paid = await pendingDonation(client, fan.bearer, artist.user.uuid, 100)
    ;(await postCallback(client, sandboxCallback(paid, 'approve'))).assertStatus(200)
    ;(await postCallback(client, sandboxCallback(paid, 'decline'))).assertStatus(200)
    await paid.refresh()
    assert.equal(paid.status, 'SUCCEEDED')

    const failed = await pendingDonation(client, fan.bearer, artist.user.uuid, 70)
    ;(await postCallback(client, sandboxCallback(failed, 'decline'))).assertStatus(200)
    const late = await postCallback(client, sandboxCallback(failed, 'approve'))
    late.assertStatus(200)
    assert.equal(late.body().message, 'Callback received: ignored')
    await failed.refresh()
    assert.equal(failed.status, 'FAILED')

    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 10_000n)
    assert.deepEqual(
      (await callbacksFor(paid)).map((row) => row.outcome),
      ['credited', 'ignored']
    )
    assert.deepEqual(
      (await callbacksFor(failed)).map((row) => row.outcome),
      ['failed', 'ignored']
    )
  })

  test('a successful payment posts fan → platform → artist entries that sum to zero', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 250.5)
    ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
    const posting = await BalancePosting.query().where('purchase_id', order.id).firstOrFail()
    assert.equal(posting.key, `purchase:${order.uuid}:payment`)
    const { default: BalanceEntry } = await import('#payments/balance_entry')
    const entries = await BalanceEntry.query().where('posting_id', posting.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.account, entry.amount]),
      [
        ['external:sandbox', -25_050n],
        [`fan:${fan.user.id}`, 25_050n],
        [`fan:${fan.user.id}`, -25_050n],
        ['platform:revenue', 25_050n],
        ['platform:revenue', -25_050n],
        [`artist:${artist.user.id}`, 25_050n],
      ]
    )
    assert.equal(
      entries.reduce((sum, entry) => sum + entry.amount, 0n),
      0n
    )
  })

  test('a refund after a success undoes the payment once; a refund of an unpaid order changes nothing', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 80)
    ;(await postCallback(client, sandboxCallback(order))).assertStatus(200)
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 8_000n)
    const refunded = await postCallback(client, sandboxRefund(order))
    refunded.assertStatus(200)
    assert.equal(refunded.body().message, 'Callback received: reversed')
    const again = await postCallback(client, sandboxRefund(order))
    assert.equal(again.body().message, 'Callback received: duplicate')
    const lateSuccess = await postCallback(client, sandboxCallback(order))
    assert.equal(lateSuccess.body().message, 'Callback received: ignored')
    await order.refresh()
    assert.equal(order.status, 'REVERSED')
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 0n)
    assert.lengthOf(await BalancePosting.query().where('purchase_id', order.id), 2)

    const unpaid = await pendingDonation(client, fan.bearer, artist.user.uuid, 80)
    const early = await postCallback(client, sandboxRefund(unpaid))
    assert.equal(early.body().message, 'Callback received: ignored')
    await unpaid.refresh()
    assert.equal(unpaid.status, 'PENDING')
    assert.lengthOf(await BalancePosting.query().where('purchase_id', unpaid.id), 0)
  })

  test('50 simultaneous duplicate callbacks credit exactly once', async ({ assert }) => {
    const { fan, artist } = await fanAndArtist()
    const created = await fetch(`${base()}/api/v1/payments/purchases`, {
      method: 'POST',
      headers: { authorization: fan.bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentGoal: 'DONATE', money: uah(500), artistUuid: artist.user.uuid }),
    })
    assert.equal(created.status, 201)
    const order = await orderOfCheckoutUrl(((await created.json()) as { checkoutUrl: string }).checkoutUrl)
    const body = new URLSearchParams({ ...sandboxCallback(order) }).toString()

    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => fetchSandboxCallback(body).then((response) => response.status))
    )
    assert.deepEqual([...new Set(statuses)], [200])
    const outcomes = (await callbacksFor(order)).map((row) => row.outcome)
    assert.lengthOf(outcomes, 50)
    assert.equal(outcomes.filter((outcome) => outcome === 'credited').length, 1)
    assert.equal(outcomes.filter((outcome) => outcome === 'duplicate').length, 49)
    assert.lengthOf(await BalancePosting.query().where('purchase_id', order.id), 1)
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 50_000n)
  }).timeout(60_000)

  test('callbacks also arrive as JSON and are checked against the sandbox secret', async ({ client, assert }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 42)
    const data = encodeData({ order_id: order.uuid, status: 'success', amount: '42.00', currency: 'UAH' })
    const response = await client
      .post('/api/v1/payments/callbacks/sandbox')
      .json({ data, signature: sandboxSignature(paymentsConfig.sandboxSecret, data) })
    response.assertStatus(200)
    assert.equal(await balanceOf(balanceAccounts.artist(artist.user.id)), 4_200n)
  })

  test('every callback stores a bounded, parsed record of what it claims, never its raw data, whatever its signature', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await fanAndArtist()
    const order = await pendingDonation(client, fan.bearer, artist.user.uuid, 100)
    // Under every cap, but padded: a long order id, a long status, and a field nobody reads.
    const data = encodeData({
      order_id: `${order.uuid}${'x'.repeat(3000)}`,
      status: 's'.repeat(2000),
      amount: '100.00',
      currency: 'UAH',
      padding: 'p'.repeat(3000),
    })
    assert.isBelow(data.length, paymentCallbackLimits.dataMax)
    const forged = await postCallback(client, { data, signature: sandboxSignature('not-the-secret', data) })
    forged.assertStatus(400)
    const garbage = await postCallback(client, { data: 'q'.repeat(8000), signature: 'x' })
    garbage.assertStatus(400)
    const rows = await PaymentCallback.query().where('verified', false).orderBy('id', 'desc').limit(2)
    assert.lengthOf(rows, 2)
    for (const row of rows) {
      assert.isBelow(row.data.length, 600)
      assert.notInclude(row.data, 'ppp')
    }
    assert.deepEqual(JSON.parse(rows[1]!.data), {
      source: 'callback',
      orderId: `${order.uuid}${'x'.repeat(64 - order.uuid.length)}`,
      status: 's'.repeat(64),
      amount: '100.00',
      currency: 'UAH',
      transactionId: null,
    })
    assert.deepEqual(JSON.parse(rows[0]!.data), { source: 'callback', readable: false, length: 8000 })
    await order.refresh()
    assert.equal(order.status, 'PENDING')
  })

  test('an oversized callback is refused before it is read (413) and stores nothing; an overlong field is a 422', async ({
    assert,
  }) => {
    const before = await PaymentCallback.query().count('* as total').first()
    const huge = new URLSearchParams({ data: 'a'.repeat(200_000), signature: 'x' }).toString()
    const refused = await fetchSandboxCallback(huge)
    assert.equal(refused.status, 413)
    assert.deepEqual(await refused.json(), { errors: [{ message: messages.requestTooLarge }] })

    const justOver = new URLSearchParams({ data: 'a'.repeat(paymentCallbackLimits.dataMax + 1), signature: 'x' })
    const overlong = await fetchSandboxCallback(justOver.toString())
    assert.equal(overlong.status, 422)
    assert.deepEqual(await overlong.json(), {
      errors: [{ message: `Maximum number of characters - ${paymentCallbackLimits.dataMax}`, field: 'data' }],
    })

    // A body that does not say how long it is (chunked) could be any size: refused unread.
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data=abc&signature=x'))
        controller.close()
      },
    })
    const unsized = await fetchSandboxCallback(chunks, { duplex: 'half' } as RequestInit)
    assert.equal(unsized.status, 411)
    assert.deepEqual(await unsized.json(), { errors: [{ message: paymentMessages.callbackLengthRequired }] })
    const after = await PaymentCallback.query().count('* as total').first()
    assert.equal(Number(after!.$extras.total), Number(before!.$extras.total))
  })

  test('callbacks are rate-limited per source address: past the allowance a 429 with Retry-After, stored nothing', async ({
    assert,
  }) => {
    const allowance = rateLimits.paymentCallbacksPerIp.requests
    const send = () => fetchSandboxCallback('data=bm90IGpzb24%3D&signature=x')
    for (let index = 0; index < allowance; index += 1) assert.equal((await send()).status, 400)
    const stored = await PaymentCallback.query().count('* as total').first()
    const limited = await send()
    assert.equal(limited.status, 429)
    assert.isAbove(Number(limited.headers.get('retry-after')), 0)
    assert.deepEqual(await limited.json(), { errors: [{ message: messages.tooManyRequests }] })
    const after = await PaymentCallback.query().count('* as total').first()
    assert.equal(Number(after!.$extras.total), Number(stored!.$extras.total))
  }).timeout(60_000)
})
