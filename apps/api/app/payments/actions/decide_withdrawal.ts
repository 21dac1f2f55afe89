import db from '@adonisjs/lucid/services/db'
import { adminMoneyMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import { balanceAccounts } from '#payments/accounts'
import { formatHryvnia } from '#payments/money'
import Withdrawal from '#payments/withdrawal'
import { postEntries } from '#payments/actions/post_entries'
import { tellArtistOfWithdrawal } from '#payments/notifications'

export type WithdrawalDecision = 'PAID' | 'REJECTED'

/**
 * An operator settles a requested withdrawal: PAID sends the amount out of Kobza (to the
 * outside world's payout account), REJECTED returns it to the artist's available balance.
 * Only a REQUESTED withdrawal moves, once (a conditional UPDATE: two operators clicking at once
 * cannot both win), and the audit entry is written in the same transaction, with the reason a
 * rejection must give (the contract refuses one without).
 */
export async function decideWithdrawal(
  id: number,
  decision: WithdrawalDecision,
  actor: User,
  reason?: string
): Promise<Withdrawal> {
  return db.transaction(async (trx) => {
    const withdrawal = await Withdrawal.query({ client: trx }).where('id', id).first()
    if (!withdrawal) throw ApiException.notFound(adminMoneyMessages.withdrawalNotFound)
    // Separation of duties: a moderator who is also the artist never settles their own payout.
    if (withdrawal.artistId === actor.id) throw ApiException.forbidden(adminMoneyMessages.ownWithdrawal)
    const result = await trx
      .from('withdrawals')
      .where('id', withdrawal.id)
      .where('status', 'REQUESTED')
      .update({ status: decision })
    const moved = Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
    if (moved !== 1) throw ApiException.conflict(adminMoneyMessages.withdrawalDecided)
    const artist = withdrawal.artistId
    await postEntries(trx, {
      key: `withdrawal:${withdrawal.uuid}:${decision === 'PAID' ? 'payout' : 'rejection'}`,
      kind: 'withdrawal',
      withdrawalId: withdrawal.id,
      lines: [
        { account: balanceAccounts.withdrawing(artist), amount: -withdrawal.amount },
        {
          account: decision === 'PAID' ? balanceAccounts.external('payout') : balanceAccounts.artist(artist),
          amount: withdrawal.amount,
        },
      ],
    })
    await AuditLog.record(
      decision === 'PAID' ? 'withdrawal.paid' : 'withdrawal.rejected',
      actor.id,
      artist,
      {
        withdrawal: withdrawal.uuid,
        amount: formatHryvnia(withdrawal.amount),
        currency: withdrawal.currency,
        ...(reason ? { reason } : {}),
      },
      trx
    )
    withdrawal.status = decision
    await tellArtistOfWithdrawal(trx, withdrawal)
    return withdrawal
  })
}
