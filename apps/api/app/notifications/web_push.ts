/*
 * Web push (issue 34 item 5): browsers a person subscribed with their consent are sent each
 * notification they want pushed, through their push service, signed with the platform's VAPID
 * key and encrypted for the browser (RFC 8030/8291/8292, by the `web-push` library).
 *
 *   queuePush(trx, event)   in notify/notifyMany's transaction: one `notifications.push` job
 *                           when any recipient has a subscription (rolled back, nothing is sent);
 *   notifications.push      reads preferences and quiet hours, then one `notifications.pushSend`
 *                           job per subscription, so a slow or failing push service delays and
 *                           retries only its own devices (bounded backoff of the job runner);
 *   notifications.pushSend  404/410 from the push service: the browser dropped the subscription,
 *                           it is deleted; any other failure throws and the runner tries again.
 *
 * A push inside the recipient's quiet hours is not sent (not deferred): the inbox holds it, and
 * a burst of stale pushes at the window's end would wake nobody usefully.
 */
import webpush from 'web-push'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import app from '@adonisjs/core/services/app'
import {
  defaultNotificationSettings,
  inQuietHours,
  pushLimits,
  pushMessages,
  type NotificationType,
  type PushPayload,
  type PushSubscriptionRequest,
} from '@kobza/contract'
import kobzaConfig from '#config/kobza'
import { keptSecret } from '#core/app_key'
import { clock } from '#core/clock'
import { ApiException } from '#core/exceptions/api_exception'
import { enqueue, enqueueMany, registerJob } from '#core/jobs/jobs'
import { whereAmong } from '#core/where_among'
import { quietHoursOf } from '#notifications/preferences'

export const PUSH_JOB = 'notifications.push'
export const PUSH_SEND_JOB = 'notifications.pushSend'
/** A push waiting longer than a day at the push service is dropped: it is news no more. */
const TTL_SECONDS = 86_400
const SEND_TIMEOUT_MS = 10_000

interface VapidKeys {
  publicKey: string
  privateKey: string
}

let vapid: VapidKeys | null = null

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given; otherwise a pair generated once into the data folder. */
export function vapidKeys(): VapidKeys {
  if (vapid) return vapid
  const { publicKey, privateKey } = kobzaConfig.vapid
  vapid =
    publicKey && privateKey
      ? { publicKey, privateKey }
      : (JSON.parse(keptSecret('vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys)
  return vapid
}

function vapidSubject() {
  return kobzaConfig.vapid.subject ?? `mailto:${kobzaConfig.mailFrom}`
}

/** https, or in development and tests an http loopback push service (a local one). */
function acceptableEndpoint(endpoint: string) {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (url.protocol === 'https:') return true
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  return url.protocol === 'http:' && loopback && !app.inProduction
}

/** Stores the caller's browser subscription; a user's oldest beyond the limit is dropped. */
export async function subscribe(userId: number, subscription: PushSubscriptionRequest) {
  if (!acceptableEndpoint(subscription.endpoint)) throw ApiException.badRequest(pushMessages.badEndpoint)
  await db.transaction(async (trx) => {
    const row = {
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: clock.millis(),
    }
    await trx
      .insertQuery()
      .table('push_subscriptions')
      .insert(row)
      .onConflict('endpoint')
      .merge(['user_id', 'p256dh', 'auth', 'created_at'])
    const kept = await trx
      .from('push_subscriptions')
      .where('user_id', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pushLimits.subscriptionsPerUser)
      .select('id')
    await trx
      .from('push_subscriptions')
      .where('user_id', userId)
      .whereNotIn(
        'id',
        kept.map((one) => Number(one.id))
      )
      .delete()
  })
}

/** Removes the caller's subscription of `endpoint`; another person's is "not found" (not confirmed). */
export async function unsubscribe(userId: number, endpoint: string) {
  const deleted = await db.from('push_subscriptions').where({ user_id: userId, endpoint }).delete()
  if (Number(deleted) === 0) throw ApiException.notFound(pushMessages.subscriptionNotFound)
}

export interface PushEvent {
  type: NotificationType
  recipientIds: number[]
  actorId: number | null
}

/**
 * In the transaction of the notification: a job that pushes it to the recipients' browsers,
 * naming only those recipients who have one (one indexed lookup for the whole set; none, no job).
 */
export async function queuePush(trx: TransactionClientContract, event: PushEvent) {
  if (event.recipientIds.length === 0) return
  const rows = await whereAmong(trx.from('push_subscriptions'), 'user_id', event.recipientIds).distinct('user_id')
  if (rows.length === 0) return
  await enqueue(PUSH_JOB, { ...event, recipientIds: rows.map((row) => Number(row.user_id)) }, { trx })
}

/** Each recipient's quiet hours and whether they want `type` pushed (defaults where they chose nothing). */
async function pushable(client: QueryClientContract, userIds: number[], type: NotificationType, now: Date) {
  const rows = await whereAmong(client.from('notification_preferences'), 'user_id', userIds).select(
    'user_id',
    'settings',
    'quiet_from',
    'quiet_to',
    'quiet_time_zone'
  )
  const byUser = new Map(rows.map((row) => [Number(row.user_id), row]))
  return userIds.filter((id) => {
    const row = byUser.get(id)
    if (!row) return defaultNotificationSettings[type].push
    const chosen = (JSON.parse(String(row.settings)) as Record<string, { push?: boolean } | undefined>)[type]?.push
    return (chosen ?? defaultNotificationSettings[type].push) && !inQuietHours(quietHoursOf(row), now)
  })
}

/** What the device shows: the type in both languages (the device picks its own), no private text. */
function payloadOf(event: PushEvent, actorName: string | null): PushPayload {
  const label = pushTitles[event.type] ?? { uk: 'Нове сповіщення', en: 'A new notification' }
  return {
    type: event.type,
    title: label,
    body: actorName ? { uk: actorName, en: actorName } : { uk: 'Кобза', en: 'Kobza' },
    url: '/notifications',
  }
}

registerJob<PushEvent>(
  PUSH_JOB,
  async (event) => {
    const recipients = await pushable(db.connection(), event.recipientIds, event.type, new Date(clock.millis()))
    if (recipients.length === 0) return
    const actor =
      event.actorId === null ? null : await db.from('users').where('id', event.actorId).select('public_name').first()
    const message = payloadOf(event, actor ? String(actor.public_name) : null)
    const subscriptions = await whereAmong(db.from('push_subscriptions'), 'user_id', recipients).select('id')
    await enqueueMany(
      PUSH_SEND_JOB,
      subscriptions.map((subscription) => ({ payload: { subscriptionId: Number(subscription.id), message } }))
    )
  },
  { maxAttempts: 3 }
)

registerJob<{ subscriptionId: number; message: PushPayload }>(
  PUSH_SEND_JOB,
  async ({ subscriptionId, message }) => {
    const subscription = await db.from('push_subscriptions').where('id', subscriptionId).first()
    if (!subscription) return
    const keys = vapidKeys()
    // web-push builds the encrypted body and VAPID header; fetch sends it (web-push's own sender
    // speaks only https, and tests' local push service is http on the loopback).
    const details = webpush.generateRequestDetails(
      {
        endpoint: String(subscription.endpoint),
        keys: { p256dh: String(subscription.p256dh), auth: String(subscription.auth) },
      },
      JSON.stringify(message),
      { vapidDetails: { subject: vapidSubject(), ...keys }, TTL: TTL_SECONDS }
    )
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      // A copy on a plain ArrayBuffer: what BodyInit takes under every lib the workspaces compile with.
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    if (response.status === 404 || response.status === 410) {
      await db.from('push_subscriptions').where('id', subscriptionId).delete()
      return
    }
    if (!response.ok) throw new Error(`push service answered ${response.status}`)
  },
  { maxAttempts: 5, backoffMs: 30_000 }
)

const pushTitles: Partial<Record<NotificationType, { uk: string; en: string }>> = {
  GREETING_ORDERED: { uk: 'Замовлено відеопривітання', en: 'A video greeting is ordered' },
  NEW_SUBSCRIBER: { uk: 'Новий підписник', en: 'A new subscriber' },
  DONATION_RECEIVED: { uk: 'Донат', en: 'A donation' },
  POST_COMMENTED: { uk: 'Коментар до вашого допису', en: 'A comment on your post' },
  INVITATION_ACCEPTED: { uk: 'Запрошення прийнято', en: 'An invitation is accepted' },
  POST_LIKED: { uk: 'Вподобання вашого допису', en: 'Likes of your post' },
  GREETING_DELIVERED: { uk: 'Ваше відеопривітання надіслано', en: 'Your video greeting is delivered' },
  GREETING_DECLINED: { uk: 'Ваше відеопривітання відхилено', en: 'Your video greeting is declined' },
  GREETING_REFUNDED: { uk: 'За ваше відеопривітання повернуто кошти', en: 'Your video greeting is refunded' },
  COMMENT_REPLIED: { uk: 'Відповідь на ваш коментар', en: 'A reply to your comment' },
  WITHDRAWAL_DECIDED: { uk: 'Рішення щодо виведення коштів', en: 'A withdrawal is decided' },
  NEW_POST: { uk: 'Новий допис', en: 'A new post' },
  NOMINATION_DECIDED: { uk: 'Рішення суддів щодо вашої номінації', en: 'The judges decided on your nomination' },
  LEGEND_AWAITING_REVIEW: { uk: 'Легенда чекає на розгляд', en: 'A legend awaits your review' },
  LEGEND_INDUCTED: { uk: 'Легенду внесено до Зали слави', en: 'A legend entered the Hall of Fame' },
  REPORT_CREATED: { uk: 'Нова скарга', en: 'A new report' },
  CHAT_MESSAGE: { uk: 'Нове повідомлення', en: 'A new message' },
  GREETING_DEADLINE_SOON: { uk: 'Відеопривітання: лишилася доба', en: 'A video greeting is due within a day' },
  SUBSCRIPTION_ENDING: { uk: 'Підписка скоро закінчиться', en: 'Your subscription ends soon' },
  SUBSCRIPTION_ENDED: { uk: 'Підписка закінчилася', en: 'A subscription ended' },
  AUCTION_BID: { uk: 'Ставка на вашому аукціоні', en: 'A bid on your auction' },
  OUTBID: { uk: 'Вашу ставку перебито', en: 'Your bid is outbid' },
  AUCTION_ENDED: { uk: 'Ваш аукціон завершився', en: 'Your auction ended' },
  AUCTION_WON: { uk: 'Ви виграли аукціон', en: 'You won an auction' },
  OFFER_SOLD: { uk: 'Ваші токени продано', en: 'Your tokens are sold' },
}
