import { test } from '@japa/runner'
import { LIQPAY_CHECKOUT_URL, LiqpayProvider, liqpayCheckoutForm } from '#payments/providers/liqpay_provider'
import { amountToKopiyky, decodeData, encodeData, liqpaySignature } from '#payments/providers/signing'
import { formatHryvnia } from '#payments/money'
import { platformFee } from '#payments/payments_config'

/*
 * LiqPay never runs against the network here: its signing is checked against the examples its
 * public documentation publishes (Callback page and "Rules for the formation of a request").
 */
const keys = {
  publicKey: 'i00000000',
  privateKey: 'a4825234f4bae72a0be04eafe9e8e2bada209255',
  acceptSandboxStatus: false,
}

function signed(payload: object, privateKey = keys.privateKey) {
  const data = encodeData(payload)
  return { data, signature: liqpaySignature(privateKey, data) }
}

test.group('LiqPay signing (from the public documentation)', () => {
  test('the callback example: base64(sha1(private_key + data + private_key))', ({ assert }) => {
    // Documentation, "Check of the callback of the signature": these inputs give this signature.
    assert.equal(liqpaySignature('your_private_key', 'base64_post_string'), 'tp+ZLmKm1/E83dIzUpx5ljcttP4=')
  })

  test('data is base64 of the compact JSON, as in the request example', ({ assert }) => {
    const example = {
      public_key: 'i00000000',
      version: '3',
      action: 'pay',
      amount: '3',
      currency: 'UAH',
      description: 'test',
      order_id: '000001',
    }
    const data = encodeData(example)
    // The documentation's example data begins so.
    assert.isTrue(data.startsWith('eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6Ij'))
    assert.deepEqual(decodeData(data), example)
  })

  test('the checkout form carries version 3, the amount in hryvnia and both URLs, signed', ({ assert }) => {
    const form = liqpayCheckoutForm(
      keys,
      { uuid: 'order-1', goal: 'DONATE', amount: 12_345n, currency: 'UAH', description: 'Donation' },
      {
        publicBase: 'https://kobza.test',
        resultUrl: 'https://kobza.test/profile/x',
        serverUrl: 'https://kobza.test/cb',
      }
    )
    assert.equal(form.action, LIQPAY_CHECKOUT_URL)
    assert.equal(form.signature, liqpaySignature(keys.privateKey, form.data))
    assert.deepEqual(decodeData(form.data), {
      version: 3,
      public_key: 'i00000000',
      action: 'pay',
      amount: '123.45',
      currency: 'UAH',
      description: 'Donation',
      order_id: 'order-1',
      result_url: 'https://kobza.test/profile/x',
      server_url: 'https://kobza.test/cb',
      language: 'uk',
    })
  })
})

test.group('LiqPay callbacks', () => {
  const provider = new LiqpayProvider(keys)
  const payment = {
    public_key: 'i00000000',
    order_id: 'o-1',
    status: 'success',
    amount: 100.5,
    currency: 'UAH',
    payment_id: 42,
  }

  test('a correctly signed success is read in kopiyky', ({ assert }) => {
    assert.deepEqual(provider.verifyCallback(signed(payment)), {
      orderId: 'o-1',
      status: 'success',
      providerStatus: 'success',
      amount: 10_050n,
      currency: 'UAH',
      transactionId: '42',
    })
  })

  test('another key, altered data or another shop’s notice is refused', ({ assert }) => {
    assert.isNull(provider.verifyCallback(signed(payment, 'someone-else')))
    const genuine = signed(payment)
    const altered = encodeData({ ...payment, amount: 1 })
    assert.isNull(provider.verifyCallback({ data: altered, signature: genuine.signature }))
    assert.isNull(provider.verifyCallback(signed({ ...payment, public_key: 'i11111111' })))
    assert.isNull(new LiqpayProvider({ ...keys, privateKey: '' }).verifyCallback(signed(payment, '')))
  })

  test('statuses: failure and error fail, reversed is a refund, the rest is not final', ({ assert }) => {
    const statusOf = (status: string) => provider.verifyCallback(signed({ ...payment, status }))?.status
    assert.equal(statusOf('failure'), 'failure')
    assert.equal(statusOf('error'), 'failure')
    assert.equal(statusOf('reversed'), 'reversed')
    assert.equal(statusOf('3ds_verify'), 'pending')
    assert.equal(statusOf('processing'), 'pending')
  })

  test('a `sandbox` (test) payment counts only where allowed', ({ assert }) => {
    assert.equal(provider.verifyCallback(signed({ ...payment, status: 'sandbox' }))?.status, 'failure')
    const testing = new LiqpayProvider({ ...keys, acceptSandboxStatus: true })
    assert.equal(testing.verifyCallback(signed({ ...payment, status: 'sandbox' }))?.status, 'success')
  })
})

test.group('Money arithmetic', () => {
  test('amounts become exact kopiyky', ({ assert }) => {
    assert.equal(amountToKopiyky(100.5), 10_050n)
    assert.equal(amountToKopiyky('0.07'), 7n)
    assert.equal(amountToKopiyky('10000'), 1_000_000n)
    assert.isNull(amountToKopiyky('1.234'))
    assert.isNull(amountToKopiyky('-1'))
    assert.isNull(amountToKopiyky(null))
    assert.equal(formatHryvnia(1_000_005n), '10000.05')
    assert.equal(formatHryvnia(9_007_199_254_740_993n), '90071992547409.93')
  })

  test('the platform fee is rounded down to whole kopiyky', ({ assert }) => {
    assert.equal(platformFee(10_000n, 0n), 0n)
    assert.equal(platformFee(10_000n, 250n), 250n)
    assert.equal(platformFee(333n, 1_000n), 33n)
    assert.equal(platformFee(10_000n, 10_000n), 10_000n)
  })
})
