import { test } from '@japa/runner'
import { findUserByEmail } from '#accounts/public'
import { demo, paymentsCheck } from '#payments/operator'
import { artistBalance, ledgerTotal } from '#payments/actions/balance_of'

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

test.group('Payments demo', () => {
  test('the demo artist receives two donations, once, through the sandbox callback, and asks for a payout', async ({
    assert,
  }) => {
    // Without the local ledger: its contracts are another domain's (markets) to deploy.
    const context = { password: 'Kobza-demo-2026!', localLedger: false, progress: () => {} }
    const { demo: people } = await import('#accounts/operator')
    await people.run(context)
    // No service prices here (the profiles demo sets them): the demo subscription waits for them.
    assert.deepEqual(await demo.run(context), { created: 3, total: 4 })
    assert.deepEqual(await demo.run(context), { created: 0, total: 4 })
    const artist = await findUserByEmail('artist@kobza.local')
    assert.deepEqual(await artistBalance(artist!.id), { available: 55_000n, held: 0n, withdrawing: 15_000n })
    assert.equal(await ledgerTotal(), 0n)
  }).timeout(60_000)
})
