import { z } from './zod.js'
import { personCard } from './people.js'
import { pageQuery } from './paging.js'

/*
 * Notifications (issue 34): what happened that concerns the caller — an order, a payment, a
 * comment, an invitation accepted — kept as an in-app inbox, pushed live over the SSE stream
 * and, per the recipient's preferences, sent by e-mail. Beyond the spec.
 */

export const notificationTypes = z.enum([
  // artist
  'GREETING_ORDERED',
  'NEW_SUBSCRIBER',
  'DONATION_RECEIVED',
  'POST_COMMENTED',
  'INVITATION_ACCEPTED',
  'POST_LIKED',
  'WITHDRAWAL_DECIDED',
  // fan
  'NEW_POST',
  // nominator
  'NOMINATION_DECIDED',
  'GREETING_DELIVERED',
  'GREETING_DECLINED',
  'GREETING_REFUNDED',
  'COMMENT_REPLIED',
  // judges: a legend the voters chose waits for their review
  'LEGEND_AWAITING_REVIEW',
  // voters: a legend they voted for entered the Hall of Fame
  'LEGEND_INDUCTED',
  // moderators
  'REPORT_CREATED',
  // a chat message while the receiver is away (one unread notification per chat folds a burst)
  'CHAT_MESSAGE',
  // scheduled: the artist 24 h before an open order's deadline, the fan 3 days before the paid
  // period ends, the artist once a subscriber's period ended
  'GREETING_DEADLINE_SOON',
  'SUBSCRIPTION_ENDING',
  'SUBSCRIPTION_ENDED',
  // markets (as the ledger records them, once): the seller of a bid, the bidder outbid, the
  // seller and the winner of a finalized auction, the seller of a bought offer
  'AUCTION_BID',
  'OUTBID',
  'AUCTION_ENDED',
  'AUCTION_WON',
  'OFFER_SOLD',
])
export type NotificationType = z.infer<typeof notificationTypes>

export const notificationChannels = ['inApp', 'email', 'push'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

export const notificationChannelSettings = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() })
export type NotificationChannelSettings = z.infer<typeof notificationChannelSettings>

const everywhere: NotificationChannelSettings = { inApp: true, email: true, push: true }
const inAppOnly: NotificationChannelSettings = { inApp: true, email: false, push: false }
const inAppAndPush: NotificationChannelSettings = { inApp: true, email: false, push: true }

/** Money and greetings reach people everywhere; chatty types (likes) only in the app. */
export const defaultNotificationSettings: Record<NotificationType, NotificationChannelSettings> = {
  GREETING_ORDERED: everywhere,
  NEW_SUBSCRIBER: everywhere,
  DONATION_RECEIVED: everywhere,
  POST_COMMENTED: inAppAndPush,
  INVITATION_ACCEPTED: everywhere,
  POST_LIKED: inAppOnly,
  GREETING_DELIVERED: everywhere,
  GREETING_DECLINED: everywhere,
  GREETING_REFUNDED: everywhere,
  COMMENT_REPLIED: inAppAndPush,
  WITHDRAWAL_DECIDED: everywhere,
  NEW_POST: inAppAndPush,
  NOMINATION_DECIDED: everywhere,
  LEGEND_AWAITING_REVIEW: inAppAndPush,
  LEGEND_INDUCTED: inAppAndPush,
  REPORT_CREATED: inAppAndPush,
  GREETING_DEADLINE_SOON: everywhere,
  SUBSCRIPTION_ENDING: everywhere,
  SUBSCRIPTION_ENDED: everywhere,
  CHAT_MESSAGE: inAppAndPush,
  AUCTION_BID: inAppAndPush,
  OUTBID: everywhere,
  AUCTION_ENDED: everywhere,
  AUCTION_WON: everywhere,
  OFFER_SOLD: everywhere,
}

export const notificationLimits = {
  pageDefault: 20,
  /** Ids one mark-as-read call may name. */
  markReadMax: 100,
} as const

/** How far ahead the scheduled reminders tell (each once: per order, per paid period). */
export const notificationReminders = {
  greetingDeadlineHours: 24,
  subscriptionEndingDays: 3,
  /** A subscription that lapsed longer ago than this is history, not news (a first run after a deploy). */
  subscriptionEndedNewsDays: 1,
  /**
   * A chat's receiver is in the conversation, not away, when they had read its previous message
   * and that message is younger than this: a live exchange does not ring the bell.
   */
  chatAwayAfterMinutes: 2,
} as const

export const notificationMessages = {
  notFound: 'Notification not found',
  tooManyIds: `At most ${notificationLimits.markReadMax} notifications at once`,
  unsubscribeInvalid: 'This unsubscribe link is not valid or has expired',
} as const

/** What a notification is about; the web links each kind to its screen. */
export const notificationTargetKinds = z.enum([
  'GREETING',
  'PROFILE',
  'POST',
  'WITHDRAWAL',
  'LEGEND',
  'REPORT',
  'CHAT',
  'AUCTION',
  'OFFER',
])
export type NotificationTargetKind = z.infer<typeof notificationTargetKinds>

export const notificationTarget = z.object({
  kind: notificationTargetKinds,
  /** The greeting order's id, the profile's uuid, the post's id, the withdrawal's or the legend's uuid, the report's id, the chat's id, the auction's or the offer's uuid. */
  id: z.string(),
})
export type NotificationTarget = z.infer<typeof notificationTarget>

export const notificationActor = personCard
export type NotificationActor = z.infer<typeof notificationActor>

export const notification = z.object({
  id: z.number().int(),
  type: notificationTypes,
  /** ISO date time of the newest event it tells of. */
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Who did it (the newest one of an aggregate); absent for the platform's own acts (a deadline). */
  actor: notificationActor.nullable(),
  /** How many more people did the same (likes aggregate: "Марія and 11 others"). */
  othersCount: z.number().int().nonnegative(),
  target: notificationTarget.nullable(),
  /**
   * Type-specific details: `deadlineAt` (ISO) of an order, `activeUntil` (ISO) of a subscription's end, `amount` (hryvnia) of a payment or (formatted CCD, "Ͼ20") of a bid or sale, `name` of an auction's item,
   * `status` (PAID, REJECTED) of a withdrawal, `status` (SUCCESS, REJECTED) and `name` of a nomination, `profile` (nickname) of a post's author,
   * `targetKind` of a report (never its reason: the console shows that).
   */
  data: z.record(z.string(), z.union([z.string(), z.number()])),
})
export type Notification = z.infer<typeof notification>

export const notificationPage = z.object({
  elements: z.array(notification),
  totalPages: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
})
export type NotificationPage = z.infer<typeof notificationPage>

export const notificationsQuery = pageQuery(notificationLimits.pageDefault)

/** `ids` marks those; without it, every notification of the caller. */
export const markNotificationsReadRequest = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1)
      .max(notificationLimits.markReadMax, notificationMessages.tooManyIds)
      .optional(),
  })
  .strict()
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>

export const notificationsReadAnswer = z.object({ unread: z.number().int().nonnegative() })
export type NotificationsReadAnswer = z.infer<typeof notificationsReadAnswer>

/** Chatty types: with the daily digest on, their e-mails come together once a day. */
export const digestNotificationTypes: readonly NotificationType[] = [
  'POST_LIKED',
  'POST_COMMENTED',
  'COMMENT_REPLIED',
  'NEW_POST',
]

export const emailDigestModes = z.enum(['off', 'daily'])
export type EmailDigestMode = z.infer<typeof emailDigestModes>

/*
 * Web push (issue 34 item 5): a browser subscribes with the person's consent and the API sends
 * through its push service with the VAPID key. Quiet hours (item 6) hold pushes back.
 */

export const pushLimits = {
  /** Devices one user may have subscribed at once (the oldest is replaced beyond it). */
  subscriptionsPerUser: 10,
  endpointMax: 2048,
} as const

export const pushMessages = {
  badEndpoint: 'The push endpoint must be an https URL',
  badKeys: 'The subscription keys are not a browser push subscription (p256dh, auth)',
  subscriptionNotFound: 'Push subscription not found',
  badTimeZone: 'Unknown time zone',
  emptyQuietHours: 'Quiet hours must start and end at different times',
} as const

/** The VAPID public key, base64url, as `PushManager.subscribe({ applicationServerKey })` takes it. */
export const pushKeyAnswer = z.object({ publicKey: z.string() })
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.badKeys)
    .refine((value) => {
      const length = value.replace(/=+$/, '').length
      return Math.floor((length * 3) / 4) === bytes
    }, pushMessages.badKeys)

/** `PushSubscription.toJSON()` as a browser gives it. */
export const pushSubscriptionRequest = z
  .object({
    // Which schemes a push service may have depends on the environment (an http loopback one in
    // tests): the API checks the URL.
    endpoint: z.string().max(pushLimits.endpointMax, pushMessages.badEndpoint),
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
    expirationTime: z.number().nullable().optional(),
  })
  .strip()
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>

export const pushUnsubscribeRequest = z.object({ endpoint: z.string().max(pushLimits.endpointMax) }).strict()
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>

/** Whether a time zone name is one this runtime knows (`Europe/Kyiv`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const minuteOfDay = z.number().int().min(0).max(1439)

/** Minutes after midnight in `timeZone`; a window may pass midnight (from 1320 to 420: 22:00–07:00). */
export const quietHours = z
  .object({
    from: minuteOfDay,
    to: minuteOfDay,
    timeZone: z.string().max(64).refine(isTimeZone, pushMessages.badTimeZone),
  })
  .strict()
  .refine((hours) => hours.from !== hours.to, pushMessages.emptyQuietHours)
export type QuietHours = z.infer<typeof quietHours>

/** Whether `at` falls inside the quiet hours, in their time zone. */
export function inQuietHours(hours: QuietHours | null, at: Date): boolean {
  if (!hours) return false
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0)
  const minute = part('hour') * 60 + part('minute')
  return hours.from < hours.to ? minute >= hours.from && minute < hours.to : minute >= hours.from || minute < hours.to
}

/** What a push carries: no words of a post or comment, both languages (the device picks). */
export const pushPayload = z.object({
  type: notificationTypes,
  title: z.object({ uk: z.string(), en: z.string() }),
  body: z.object({ uk: z.string(), en: z.string() }),
  /** The web path it opens, e.g. `/notifications`. */
  url: z.string(),
})
export type PushPayload = z.infer<typeof pushPayload>

export const notificationSettings = z.object({
  settings: z.record(notificationTypes, notificationChannelSettings),
  emailDigest: emailDigestModes,
  /** When pushes are held back; null: never. */
  quietHours: quietHours.nullable(),
})
export type NotificationSettings = z.infer<typeof notificationSettings>

/** Only the types and channels to change. */
export const updateNotificationSettingsRequest = z
  .object({
    settings: z.partialRecord(notificationTypes, notificationChannelSettings.partial().strict()).optional(),
    emailDigest: emailDigestModes.optional(),
    /** Absent: unchanged; null: cleared. */
    quietHours: quietHours.nullable().optional(),
  })
  .strict()
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequest>

/** The user's SSE channel for notifications (the same stream as the chat's). */
export const notificationChannelOf = (userUuid: string) => `notifications/users/${userUuid}`

export const notificationStreamEvent = z.object({
  kind: z.literal('notification'),
  notification,
  unread: z.number().int().nonnegative(),
})
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>

/**
 * One-click unsubscribe (RFC 8058): the mailed link's `token` (signed by the API, naming the
 * person and the types) travels in the query; a mail client's POST adds the form field
 * `List-Unsubscribe=One-Click`, the web's confirmation screen sends nothing more.
 */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(2000) })
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>

/** The types whose e-mails are now off. */
export const unsubscribeAnswer = z.object({ types: z.array(notificationTypes) })
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>

/** What `notificationPath` reads of a notification: the web's item and the API's mail share it. */
export interface NotificationPlace {
  type: NotificationType
  target: NotificationTarget | null
  actorNickName: string | null
  data: Record<string, string | number>
}

const profilePath = (nickName: string) => `/profile/${encodeURIComponent(nickName)}`

/**
 * Where a notification leads in the web app, for the recipient (`me`, their nickname): the order
 * list it concerns, a profile, the post's author's wall; the inbox when nothing fits.
 */
export function notificationPath(place: NotificationPlace, me: string | null): string {
  const { target } = place
  if (!target) return '/notifications'
  if (target.kind === 'GREETING')
    return (place.type === 'GREETING_ORDERED' || place.type === 'GREETING_DEADLINE_SOON') && me
      ? `${profilePath(me)}/video`
      : '/video'
  if (target.kind === 'LEGEND') return `/hall-of-fame/${encodeURIComponent(target.id)}`
  if (target.kind === 'WITHDRAWAL') return me ? `${profilePath(me)}/earnings` : '/notifications'
  if (target.kind === 'CHAT') return `/chat?chat=${encodeURIComponent(target.id)}`
  if (target.kind === 'AUCTION') return `/auctions/${encodeURIComponent(target.id)}`
  if (target.kind === 'OFFER') return `/secondary-sale/${encodeURIComponent(target.id)}`
  // A report is worked in the console, its own app: the web has no screen of it.
  if (target.kind === 'REPORT') return '/notifications'
  if (target.kind === 'PROFILE') return profilePath(place.actorNickName ?? target.id)
  const wall = place.data.profile
  return typeof wall === 'string' ? profilePath(wall) : '/notifications'
}
