import db from '@adonisjs/lucid/services/db'
import { digestNotificationTypes, type NotificationTargetKind, type NotificationType } from '@kobza/contract'
import { clock } from '#core/clock'
import { queueMail } from '#core/mail/outbox'
import { preferencesOf } from '#notifications/preferences'
import { digestMail, mailRecipients, type MailedNotification } from '#notifications/mails'

const DAY_MS = 86_400_000
/** Lines one digest lists (the subject counts them all). */
export const DIGEST_MAX_ITEMS = 50

/**
 * The daily digest: for each person who chose it, one mail listing yesterday's (UTC) chatty
 * notifications (likes, comments, replies, new posts) of the types whose e-mail they want. Run
 * every few minutes (digest_preload.ts) and by tests on the test clock: each person's day goes
 * at most once, marked in the transaction that queues it, with the day in the mail's dedupe key
 * as well. Nothing to tell, no mail. Answers how many digests were queued.
 */
export async function sendDigests(now: number = clock.millis()): Promise<number> {
  const dayEnd = Math.floor(now / DAY_MS) * DAY_MS
  const dayStart = dayEnd - DAY_MS
  const day = new Date(dayStart).toISOString().slice(0, 10)
  const due = await db
    .from('notification_preferences')
    .where('email_digest', 'daily')
    .where((query) => query.whereNull('digest_sent_for').orWhere('digest_sent_for', '<', day))
    .select('user_id')
  let queued = 0
  for (const { user_id: userId } of due) {
    const sent = await db.transaction(async (trx) => {
      // Taken by another instance meanwhile: the conditional update decides who sends it.
      const claimed = await trx
        .from('notification_preferences')
        .where('user_id', userId)
        .where((query) => query.whereNull('digest_sent_for').orWhere('digest_sent_for', '<', day))
        .update({ digest_sent_for: day })
      if (Number(claimed) === 0) return false
      const preferences = await preferencesOf(Number(userId), trx)
      const types = digestNotificationTypes.filter((type) => preferences[type].email)
      const recipient = (await mailRecipients([Number(userId)], trx)).get(Number(userId))
      if (types.length === 0 || !recipient) return false
      const rows = await trx
        .from('notifications as n')
        .leftJoin('users as actor', 'actor.id', 'n.actor_id')
        .where('n.recipient_id', userId)
        .whereIn('n.type', types)
        .where('n.created_at', '>=', dayStart)
        .where('n.created_at', '<', dayEnd)
        .orderBy('n.id', 'desc')
        .select(
          'n.type',
          'n.target_kind',
          'n.target_id',
          'n.data',
          'n.actor_count',
          'actor.public_name as actor_public_name',
          'actor.nick_name as actor_nick_name'
        )
      if (rows.length === 0) return false
      const notifications: MailedNotification[] = rows.map((row) => ({
        type: row.type as NotificationType,
        target: row.target_kind ? { kind: row.target_kind as NotificationTargetKind, id: String(row.target_id) } : null,
        data: JSON.parse(String(row.data)) as MailedNotification['data'],
        actorPublicName: row.actor_public_name ?? null,
        actorNickName: row.actor_nick_name ?? null,
        actorCount: Number(row.actor_count),
      }))
      const mail = digestMail(notifications.slice(0, DIGEST_MAX_ITEMS), recipient, notifications.length)
      await queueMail('notification digest', mail, { trx, dedupeKey: `notification-digest:${userId}:${day}` })
      return true
    })
    if (sent) queued += 1
  }
  return queued
}
