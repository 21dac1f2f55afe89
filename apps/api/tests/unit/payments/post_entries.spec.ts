import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import BalancePosting from '#payments/balance_posting'
import { postEntries, UnbalancedPostingError } from '#payments/actions/post_entries'
import { balanceOf, ledgerTotal } from '#payments/actions/balance_of'

test.group('Balance postings', () => {
  test('a posting whose entries do not sum to zero is refused and writes nothing', async ({ assert }) => {
    const key = `test:${Date.now()}:unbalanced`
    await assert.rejects(
      () =>
        db.transaction((trx) =>
          postEntries(trx, {
            key,
            kind: 'payment',
            lines: [
              { account: 'test:a', amount: -100n },
              { account: 'test:b', amount: 99n },
            ],
          })
        ),
      UnbalancedPostingError
    )
    await assert.rejects(
      () =>
        db.transaction((trx) => postEntries(trx, { key, kind: 'payment', lines: [{ account: 'test:a', amount: 0n }] })),
      UnbalancedPostingError
    )
    assert.isNull(await BalancePosting.findBy('key', key))
    assert.equal(await ledgerTotal(), 0n)
  })

  test('the same event cannot be posted twice', async ({ assert }) => {
    const key = `test:${Date.now()}:once`
    const lines = [
      { account: `test:${key}:from`, amount: -500n },
      { account: `test:${key}:to`, amount: 500n },
    ]
    await db.transaction((trx) => postEntries(trx, { key, kind: 'payment', lines }))
    await assert.rejects(() => db.transaction((trx) => postEntries(trx, { key, kind: 'payment', lines })))
    assert.equal(await balanceOf(`test:${key}:to`), 500n)
    assert.equal(await ledgerTotal(), 0n)
  })
})
