import { z } from './zod.js'
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
} as const

/** What a notification is about; the web links each kind to its screen. */
export const notificationTargetKinds = z.enum(['GREETING', 'PROFILE', 'POST', 'WITHDRAWAL', 'LEGEND', 'REPORT', 'CHAT'])
export type NotificationTargetKind = z.infer<typeof notificationTargetKinds>

export const notificationTarget = z.object({
  kind: notificationTargetKinds,
  /** The greeting order's id, the profile's uuid, the post's id, the withdrawal's or the legend's uuid, the report's id, the chat's id. */
  id: z.string(),
})
export type NotificationTarget = z.infer<typeof notificationTarget>

export const notificationActor = z.object({
  uuid: z.string(),
  publicName: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
})
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
   * Type-specific details: `deadlineAt` (ISO) of an order, `activeUntil` (ISO) of a subscription's end, `amount` (hryvnia) of a payment,
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

export const notificationSettings = z.object({
  settings: z.record(notificationTypes, notificationChannelSettings),
})
export type NotificationSettings = z.infer<typeof notificationSettings>

/** Only the types and channels to change. */
export const updateNotificationSettingsRequest = z
  .object({
    settings: z.partialRecord(notificationTypes, notificationChannelSettings.partial().strict()),
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
