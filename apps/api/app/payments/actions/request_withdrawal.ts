import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { paymentMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { authorize, bouncerOf, type User } from '#accounts/public'
import PaymentPolicy from '#payments/policy'
import { balanceAccounts } from '#payments/accounts'
import { CURRENCY } from '#payments/money'
import Withdrawal from '#payments/withdrawal'
import { balanceOf } from '#payments/actions/balance_of'
import { postEntries } from '#payments/actions/post_entries'

/**
 * An artist asks to be paid out `amount` kopiyky of the available balance. The amount moves
 * to "withdrawing" at once, so it cannot be requested twice; the payout itself is an operator's.
 */
export async function requestWithdrawal(artist: User, amount: bigint): Promise<Withdrawal> {
  await authorize(bouncerOf(artist).with(PaymentPolicy).execute('earn'))
  if (amount <= 0n)
    throw ApiException.unprocessable([{ message: paymentMessages.withdrawalPositive, field: 'money.amount' }])
  return db.transaction(async (trx) => {
    // Two requests at once must not both pass the balance check: PostgreSQL serialises them per
    // artist with a transaction lock; SQLite has one writer at a time already.
    if (trx.dialect.name === 'postgres') await trx.rawQuery('select pg_advisory_xact_lock(?, ?)', [20, artist.id])
    const available = await balanceOf(balanceAccounts.artist(artist.id), trx)
    if (amount > available)
      throw ApiException.unprocessable([{ message: paymentMessages.withdrawalAboveBalance, field: 'money.amount' }])
    const withdrawal = await Withdrawal.create(
      { uuid: randomUUID(), artistId: artist.id, amount, currency: CURRENCY, status: 'REQUESTED' },
      { client: trx }
    )
    await postEntries(trx, {
      key: `withdrawal:${withdrawal.uuid}:request`,
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      lines: [
        { account: balanceAccounts.artist(artist.id), amount: -amount },
        { account: balanceAccounts.withdrawing(artist.id), amount },
      ],
    })
    return withdrawal
  })
}
