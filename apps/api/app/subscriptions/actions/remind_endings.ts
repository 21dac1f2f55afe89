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
 * transaction that claims it. Answers the ids of the subscriptions told of, per reminder.
 */
export async function remindSubscriptionEndings(): Promise<{ ending: number[]; ended: number[] }> {
  const now = clock.now()
  const at = (days: number) => storedAt(now.plus({ days }))
  const { subscriptionEndingDays, subscriptionEndedNewsDays } = notificationReminders
  // Each reminder: its mark, its window of `active_until`, who is told and who it is about.
  const reminders = [
    {
      key: 'ending',
      type: 'SUBSCRIPTION_ENDING',
      mark: 'ending_told_until',
      from: 0,
      to: subscriptionEndingDays,
      fanTold: true,
    },
    {
      key: 'ended',
      type: 'SUBSCRIPTION_ENDED',
      mark: 'ended_told_until',
      from: -subscriptionEndedNewsDays,
      to: 0,
      fanTold: false,
    },
  ] as const
  const told: { ending: number[]; ended: number[] } = { ending: [], ended: [] }
  for (const reminder of reminders) {
    const due = await dueOf(reminder.mark, at(reminder.from), at(reminder.to))
    const uuids = await uuidsOf(due.flatMap((row) => [row.fan_id, row.artist_id]))
    for (const row of due) {
      const [recipientId, actorId] = reminder.fanTold
        ? [Number(row.fan_id), Number(row.artist_id)]
        : [Number(row.artist_id), Number(row.fan_id)]
      await db.transaction(async (trx) => {
        if (!(await claim(trx, row.id, reminder.mark))) return
        await notify(trx, {
          type: reminder.type,
          recipientId,
          actorId,
          target: { kind: 'PROFILE', id: uuids.get(actorId)! },
          data: { activeUntil: isoOf(row.active_until) },
        })
        told[reminder.key].push(Number(row.id))
      })
    }
  }
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
