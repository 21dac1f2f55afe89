import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Authority } from '@kobza/contract'
import { notify, type NotificationEvent } from '#notifications/actions/notify'

/**
 * Tells every active holder of any of `authorities` (the moderators of a report, the judges of a
 * legend) of one event, in the caller's transaction. Staff are few, so each is told as one
 * person is (live push included). `except` leaves out someone the event must not reach though
 * they hold the authority (a judge who nominated the legend may not judge it).
 */
export async function notifyHolders(
  trx: TransactionClientContract,
  authorities: readonly Authority[],
  event: Omit<NotificationEvent, 'recipientId'>,
  except: number | null = null
): Promise<void> {
  const holders = (await trx
    .from('user_authorities')
    .join('users', 'users.id', 'user_authorities.user_id')
    .whereIn('user_authorities.authority', [...authorities])
    .where('users.status', 'ACTIVE')
    .distinct('users.id')
    .orderBy('users.id')) as { id: number | string }[]
  for (const { id } of holders) {
    const recipientId = Number(id)
    if (recipientId !== except) await notify(trx, { ...event, recipientId })
  }
}
