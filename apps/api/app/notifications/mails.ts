/*
 * The e-mail of a notification, in the recipient's language (users.locale), laid out by the one
 * mail template (#core/mail/templates) and queued through the outbox in the transaction that
 * records the event. It says what happened and links to it in the web app; never the text of a
 * post or comment (the recipient may lose the right to see it). Each carries a one-click
 * unsubscribe for its type (#notifications/unsubscribe).
 *
 * Strings are a table keyed by type with a fallback, so a new type mails at once and reads
 * well once its line is added here.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notificationPath, type NotificationTarget, type NotificationType } from '@kobza/contract'
import { queueMails } from '#core/mail/outbox'
import { whereAmong } from '#core/where_among'
import { renderMail, storedLocale, type MailLocale } from '#core/mail/templates'
import { publicUrl } from '#accounts/public'
import { unsubscribeUrl } from '#notifications/unsubscribe'
import { wantingEmailNow } from '#notifications/preferences'

/** What a line may name: the actor's public name, an amount in hryvnia, a deadline, a legend's name. */
export interface MailFacts {
  actor: string
  others: number
  amount: string
  deadline: string
  /** The end of a subscription's paid period. */
  until: string
  name: string
  rejected: boolean
  /** An auction ended with no bid (AUCTION_ENDED). */
  unsold: boolean
}

type Line = (facts: MailFacts) => string

/** A type's subject and the one sentence telling what happened (also a digest's list item). */
const lines: Partial<Record<NotificationType, Record<MailLocale, Line>>> = {
  GREETING_ORDERED: {
    uk: (f) => `${f.actor} замовляє у вас відеопривітання: надішліть його до ${f.deadline}`,
    en: (f) => `${f.actor} ordered a video greeting from you: deliver it by ${f.deadline}`,
  },
  NEW_SUBSCRIBER: {
    uk: (f) => `${f.actor} підписується на вас`,
    en: (f) => `${f.actor} subscribed to you`,
  },
  DONATION_RECEIVED: {
    uk: (f) => `${f.actor} надсилає вам донат ${f.amount} ₴`,
    en: (f) => `${f.actor} donated ${f.amount} ₴ to you`,
  },
  POST_COMMENTED: {
    uk: (f) => `${f.actor} коментує ваш допис`,
    en: (f) => `${f.actor} commented on your post`,
  },
  INVITATION_ACCEPTED: {
    uk: (f) => `${f.actor} приймає ваше запрошення підписатися`,
    en: (f) => `${f.actor} accepted your invitation to subscribe`,
  },
  POST_LIKED: {
    uk: (f) => (f.others > 0 ? `${f.actor} і ще ${f.others} вподобали ваш допис` : `${f.actor} вподобує ваш допис`),
    en: (f) => (f.others > 0 ? `${f.actor} and ${f.others} more liked your post` : `${f.actor} liked your post`),
  },
  GREETING_DELIVERED: {
    uk: (f) => `${f.actor} надсилає ваше відеопривітання`,
    en: (f) => `${f.actor} sent your video greeting`,
  },
  GREETING_DECLINED: {
    uk: (f) => `${f.actor} відхиляє ваше відеопривітання; гроші повернуто на ваш баланс`,
    en: (f) => `${f.actor} declined your video greeting; the money is back on your balance`,
  },
  GREETING_REFUNDED: {
    uk: () => 'Гроші за ваше відеопривітання повернуто на ваш баланс',
    en: () => 'Your video greeting was refunded to your balance',
  },
  COMMENT_REPLIED: {
    uk: (f) => `${f.actor} відповідає на ваш коментар`,
    en: (f) => `${f.actor} replied to your comment`,
  },
  WITHDRAWAL_DECIDED: {
    uk: (f) =>
      f.rejected
        ? `Виведення ${f.amount} ₴ відхилено; гроші повернуто на ваш баланс`
        : `Виведення ${f.amount} ₴ виплачено`,
    en: (f) =>
      f.rejected
        ? `Your withdrawal of ${f.amount} ₴ was rejected; the money is back on your balance`
        : `Your withdrawal of ${f.amount} ₴ was paid out`,
  },
  NEW_POST: {
    uk: (f) => `${f.actor} публікує новий допис`,
    en: (f) => `${f.actor} published a new post`,
  },
  NOMINATION_DECIDED: {
    uk: (f) => (f.rejected ? `Судді не внесли «${f.name}» до Зали слави` : `«${f.name}» внесено до Зали слави`),
    en: (f) =>
      f.rejected ? `The judges did not induct “${f.name}”` : `“${f.name}” was inducted into the Hall of Fame`,
  },
  LEGEND_AWAITING_REVIEW: {
    uk: (f) => `«${f.name}» набирає голоси й чекає на ваш розгляд`,
    en: (f) => `“${f.name}” reached its votes and awaits your review`,
  },
  LEGEND_INDUCTED: {
    uk: (f) => `«${f.name}», за яку ви голосували, внесено до Зали слави`,
    en: (f) => `“${f.name}”, which you voted for, was inducted into the Hall of Fame`,
  },
  REPORT_CREATED: {
    uk: (f) => `${f.actor} надсилає скаргу: вона чекає в консолі`,
    en: (f) => `${f.actor} filed a report; it waits in the console`,
  },
  CHAT_MESSAGE: {
    uk: (f) => `${f.actor} надсилає вам повідомлення`,
    en: (f) => `${f.actor} sent you a message`,
  },
  GREETING_DEADLINE_SOON: {
    uk: (f) => `Відеопривітання треба надіслати до ${f.deadline}, інакше кошти повернуться`,
    en: (f) => `A video greeting is due by ${f.deadline}: deliver it before it is refunded`,
  },
  SUBSCRIPTION_ENDING: {
    uk: (f) => `Ваша підписка на ${f.actor} закінчується ${f.until}`,
    en: (f) => `Your subscription to ${f.actor} ends on ${f.until}`,
  },
  SUBSCRIPTION_ENDED: {
    uk: (f) => `Підписка ${f.actor} закінчилася ${f.until}`,
    en: (f) => `The subscription of ${f.actor} ended on ${f.until}`,
  },
  AUCTION_BID: {
    uk: (f) => `${f.actor} ставить ${f.amount} на «${f.name}»`,
    en: (f) => `${f.actor} bid ${f.amount} on “${f.name}”`,
  },
  OUTBID: {
    uk: (f) => `${f.actor} перебиває вашу ставку на «${f.name}»: ${f.amount}`,
    en: (f) => `${f.actor} outbid you on “${f.name}” with ${f.amount}`,
  },
  AUCTION_ENDED: {
    uk: (f) =>
      f.unsold
        ? `Ваш аукціон «${f.name}» завершився без ставок`
        : `Ваш аукціон «${f.name}» завершився: переможець ${f.actor}, ${f.amount}`,
    en: (f) =>
      f.unsold
        ? `Your auction “${f.name}” ended without bids`
        : `Your auction “${f.name}” ended: ${f.actor} won it with ${f.amount}`,
  },
  AUCTION_WON: {
    uk: (f) => `Ви виграли аукціон «${f.name}» зі ставкою ${f.amount}`,
    en: (f) => `You won the auction “${f.name}” with ${f.amount}`,
  },
  OFFER_SOLD: {
    uk: (f) => `${f.actor} купує ваші токени «${f.name}» за ${f.amount}`,
    en: (f) => `${f.actor} bought your tokens of “${f.name}” for ${f.amount}`,
  },
}

const fallback: Record<MailLocale, Line> = {
  uk: () => 'У вас нове сповіщення на Kobza',
  en: () => 'You have a new notification on Kobza',
}

const words = {
  uk: {
    heading: 'Вітаємо!',
    open: 'Відкрити в Kobza',
    why: 'Ви отримали цей лист, бо ввімкнули сповіщення поштою для цієї події в налаштуваннях Kobza.',
    unsubscribe: 'Більше не надсилати такі листи',
    digestSubject: (count: number) => `Kobza: що сталося за день (${count})`,
    digestIntro: 'Ось що сталося на Kobza за минулий день:',
    digestWhy: 'Ви отримали цей лист, бо обрали щоденний підсумок у налаштуваннях сповіщень Kobza.',
    digestUnsubscribe: 'Більше не надсилати ці листи',
    someone: 'Хтось',
  },
  en: {
    heading: 'Hello!',
    open: 'Open in Kobza',
    why: 'You get this mail because e-mail is on for this event in your Kobza notification settings.',
    unsubscribe: 'Stop these e-mails',
    digestSubject: (count: number) => `Kobza: your day in brief (${count})`,
    digestIntro: 'Here is what happened on Kobza over the past day:',
    digestWhy: 'You get this mail because you chose a daily digest in your Kobza notification settings.',
    digestUnsubscribe: 'Stop these e-mails',
    someone: 'Someone',
  },
} as const

/** A notification as the mails read it: the row's facts and its actor's names. */
export interface MailedNotification {
  type: NotificationType
  target: NotificationTarget | null
  data: Record<string, string | number>
  actorPublicName: string | null
  actorNickName: string | null
  actorCount: number
}

export interface MailRecipient {
  id: number
  uuid: string
  email: string
  nickName: string
  locale: MailLocale
}

const deadlineFormat = (iso: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso))

/** The sentence telling what happened, in `locale`. */
export function notificationLine(notification: MailedNotification, locale: MailLocale): string {
  const { data } = notification
  const facts: MailFacts = {
    actor: notification.actorPublicName || words[locale].someone,
    others: Math.max(0, notification.actorCount - 1),
    amount: data.amount === undefined ? '' : String(data.amount),
    deadline: typeof data.deadlineAt === 'string' ? deadlineFormat(data.deadlineAt, locale) : '',
    until: typeof data.activeUntil === 'string' ? deadlineFormat(data.activeUntil, locale) : '',
    name: typeof data.name === 'string' ? data.name : '',
    rejected: data.status === 'REJECTED',
    unsold: data.status === 'UNSOLD',
  }
  return (lines[notification.type]?.[locale] ?? fallback[locale])(facts)
}

const webUrl = (notification: MailedNotification, recipient: MailRecipient) =>
  publicUrl(
    notificationPath(
      {
        type: notification.type,
        target: notification.target,
        actorNickName: notification.actorNickName,
        data: notification.data,
      },
      recipient.nickName
    )
  )

/** The headers of RFC 2369 and RFC 8058: a mail client shows its own "Unsubscribe" button. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** Renders the mail of one notification (exported for the templates' tests). */
export function notificationMail(notification: MailedNotification, recipient: MailRecipient) {
  const locale = recipient.locale
  const line = notificationLine(notification, locale)
  const unsubscribe = unsubscribeUrl(recipient.uuid, [notification.type])
  const { text, html } = renderMail({
    locale,
    heading: words[locale].heading,
    paragraphs: [line],
    action: { label: words[locale].open, url: webUrl(notification, recipient) },
    note: words[locale].why,
    unsubscribe: { label: words[locale].unsubscribe, url: unsubscribe },
  })
  return { to: recipient.email, subject: `Kobza: ${line}`, text, html, headers: unsubscribeHeaders(unsubscribe) }
}

/** Renders the daily digest of `notifications` (newest first) of `total` in all. */
export function digestMail(
  notifications: MailedNotification[],
  recipient: MailRecipient,
  total = notifications.length
) {
  const locale = recipient.locale
  const types = [...new Set(notifications.map((notification) => notification.type))]
  const unsubscribe = unsubscribeUrl(recipient.uuid, types)
  const { text, html } = renderMail({
    locale,
    heading: words[locale].heading,
    paragraphs: [words[locale].digestIntro],
    items: notifications.map((notification) => notificationLine(notification, locale)),
    action: { label: words[locale].open, url: publicUrl('/notifications') },
    note: words[locale].digestWhy,
    unsubscribe: { label: words[locale].digestUnsubscribe, url: unsubscribe },
  })
  return {
    to: recipient.email,
    subject: words[locale].digestSubject(total),
    text,
    html,
    headers: unsubscribeHeaders(unsubscribe),
  }
}

/** The recipients as the mails need them, by id; deleted and blocked people get no mail. */
export async function mailRecipients(userIds: number[], client: QueryClientContract) {
  if (userIds.length === 0) return new Map<number, MailRecipient>()
  const rows = await whereAmong(client.from('users'), 'id', userIds)
    .where('status', 'ACTIVE')
    .select('id', 'uuid', 'email', 'nick_name', 'locale')
  return new Map<number, MailRecipient>(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        uuid: String(row.uuid),
        email: String(row.email),
        nickName: String(row.nick_name),
        locale: storedLocale(row.locale),
      },
    ])
  )
}

/** The names of the actors of notifications, by user id. */
export async function actorNames(actorIds: number[], client: QueryClientContract) {
  if (actorIds.length === 0) return new Map<number, { publicName: string; nickName: string }>()
  const rows = await client.from('users').whereIn('id', actorIds).select('id', 'public_name', 'nick_name')
  return new Map(
    rows.map((row) => [Number(row.id), { publicName: String(row.public_name), nickName: String(row.nick_name) }])
  )
}

/** What an event to mail says (#notifications/actions/notify's NotificationEvent). */
export interface MailedEvent {
  type: NotificationType
  actorId: number | null
  target?: NotificationTarget
  data?: Record<string, string | number>
}

/**
 * Queues, in `trx`, the mail of a newly recorded event to each of `recipientIds` who wants its
 * e-mail now. `keyOf` names each one's notification (its row's id, or the fan-out's event and
 * the recipient): the dedupe key makes a retried fan-out mail nobody twice.
 */
export async function queueEventMails(
  trx: TransactionClientContract,
  event: MailedEvent,
  recipientIds: number[],
  keyOf: (recipientId: number) => string
) {
  const wanting = await wantingEmailNow(recipientIds, event.type, trx)
  if (wanting.length === 0) return
  const [recipients, actors] = await Promise.all([
    mailRecipients(wanting, trx),
    actorNames(event.actorId === null ? [] : [event.actorId], trx),
  ])
  const actor = event.actorId === null ? undefined : actors.get(event.actorId)
  const notification: MailedNotification = {
    type: event.type,
    target: event.target ?? null,
    data: event.data ?? {},
    actorPublicName: actor?.publicName ?? null,
    actorNickName: actor?.nickName ?? null,
    actorCount: 1,
  }
  await queueMails(
    `notification ${event.type}`,
    [...recipients.values()].map((recipient) => ({
      message: notificationMail(notification, recipient),
      dedupeKey: `notification:${keyOf(recipient.id)}`,
    })),
    { trx }
  )
}
