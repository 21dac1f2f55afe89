import { test } from '@japa/runner'
import { paymentsCheck } from '#payments/operator'

test.group('Payments doctor check', () => {
  test('names the provider and fee and finds the ledger balanced', async ({ assert }) => {
    assert.deepEqual(await paymentsCheck(), {
      name: 'payments',
      setting: 'sandbox, fee 0%',
      ok: true,
      detail: 'balance ledger balances',
    })
  })
})
