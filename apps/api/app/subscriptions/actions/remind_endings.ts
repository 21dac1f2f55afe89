import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationReminders } from '@kobza/contract'
import { clock } from '#core/clock'
import { isoOf, storedAt } from '#core/stored_time'
import { notify } from '#notifications/public'

interface Due {
  id: number
  fan_id: number
  artist_id: number
  active_until: Date | string
}

/**
 * Claims a subscription's period for one reminder: copies `active_until` into `mark` unless it
 * already holds it (a renewal moves `active_until`, so the next period is told of again).
 * Answers whether this run won it.
 */
async function claim(trx: TransactionClientContract, id: number, mark: 'ending_told_until' | 'ended_told_until') {
  const changed = await trx
    .from('subscriptions')
    .where('id', id)
    .where((query) => query.whereNull(mark).orWhereRaw(`?? <> active_until`, [mark]))
    .update({ [mark]: trx.raw('active_until') })
  return (Array.isArray(changed) ? changed.length : Number(changed)) > 0
}

function dueOf(mark: 'ending_told_until' | 'ended_told_until', from: string, to: string) {
  return (
    db
      .from('subscriptions')
      .where('active_until', '>', from)
      .where('active_until', '<=', to)
      // A row made for a payment that never came ends where it began: no period to tell of.
      .whereRaw('active_until > created_at')
      .where((query) => query.whereNull(mark).orWhereRaw(`?? <> active_until`, [mark]))
      .select('id', 'fan_id', 'artist_id', 'active_until')
      .orderBy('id') as Promise<Due[]>
  )
}

/**
 * Tells each fan whose subscription ends within three days (SUBSCRIPTION_ENDING) and each artist
 * whose subscriber's period just ended (SUBSCRIPTION_ENDED), once per period, each in the
 * transaction that claims it. Answers how many were told of each.
 */
export async function remindSubscriptionEndings(): Promise<{ ending: number; ended: number }> {
  const now = clock.now()
  const at = (shift: { days: number }) => storedAt(now.plus(shift))
  const ending = await dueOf(
    'ending_told_until',
    at({ days: 0 }),
    at({ days: notificationReminders.subscriptionEndingDays })
  )
  const ended = await dueOf(
    'ended_told_until',
    at({ days: -notificationReminders.subscriptionEndedNewsDays }),
    at({ days: 0 })
  )
  const uuids = await uuidsOf([...ending, ...ended].flatMap((row) => [row.fan_id, row.artist_id]))
  let told = { ending: 0, ended: 0 }
  for (const row of ending)
    await db.transaction(async (trx) => {
      if (!(await claim(trx, row.id, 'ending_told_until'))) return
      await notify(trx, {
        type: 'SUBSCRIPTION_ENDING',
        recipientId: Number(row.fan_id),
        actorId: Number(row.artist_id),
        target: { kind: 'PROFILE', id: uuids.get(Number(row.artist_id))! },
        data: { activeUntil: isoOf(row.active_until) },
      })
      told = { ...told, ending: told.ending + 1 }
    })
  for (const row of ended)
    await db.transaction(async (trx) => {
      if (!(await claim(trx, row.id, 'ended_told_until'))) return
      await notify(trx, {
        type: 'SUBSCRIPTION_ENDED',
        recipientId: Number(row.artist_id),
        actorId: Number(row.fan_id),
        target: { kind: 'PROFILE', id: uuids.get(Number(row.fan_id))! },
        data: { activeUntil: isoOf(row.active_until) },
      })
      told = { ...told, ended: told.ended + 1 }
    })
  return told
}

async function uuidsOf(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = (await db
    .from('users')
    .whereIn('id', [...new Set(ids)])
    .select('id', 'uuid')) as {
    id: number
    uuid: string
  }[]
  return new Map(rows.map((row) => [Number(row.id), String(row.uuid)]))
}
