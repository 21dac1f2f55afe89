import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notify } from '#notifications/public'
import { formatHryvnia } from '#payments/money'
import type Purchase from '#payments/purchase'
import type Withdrawal from '#payments/withdrawal'

/**
 * The artist is told of a verified subscription or donation, with the amount. (A greeting's
 * order tells its own story, #greetings/notifications.)
 */
export async function tellArtistOfPayment(trx: TransactionClientContract, purchase: Purchase) {
  if (purchase.goal === 'VID_CONGRATULATION') return
  const payer = await trx.from('users').where('id', purchase.payerId).select('uuid').first()
  await notify(trx, {
    type: purchase.goal === 'SUBSCRIBE' ? 'NEW_SUBSCRIBER' : 'DONATION_RECEIVED',
    recipientId: purchase.artistId,
    actorId: purchase.payerId,
    ...(payer ? { target: { kind: 'PROFILE' as const, id: String(payer.uuid) } } : {}),
    data: { amount: formatHryvnia(purchase.amount) },
  })
}

/** The artist is told how their withdrawal was decided (by a moderator: no actor shown). */
export function tellArtistOfWithdrawal(trx: TransactionClientContract, withdrawal: Withdrawal) {
  return notify(trx, {
    type: 'WITHDRAWAL_DECIDED',
    recipientId: withdrawal.artistId,
    actorId: null,
    target: { kind: 'WITHDRAWAL', id: withdrawal.uuid },
    data: { status: withdrawal.status, amount: formatHryvnia(withdrawal.amount) },
  })
}
