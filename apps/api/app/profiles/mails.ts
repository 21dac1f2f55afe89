import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { queueMail } from '#core/mail/outbox'
import { renderLinkMail, type LinkMailWords, type MailLocale } from '#core/mail/templates'

export const invitationMails: Record<MailLocale, (artist: string, days: number) => LinkMailWords> = {
  uk: (artist: string, days: number) => ({
    heading: 'Вітаємо!',
    subject: `Kobza: ${artist} запрошує вас підписатися`,
    body: `${artist} дарує вам підписку на ${days} дн. Перейдіть за посиланням і увійдіть до Kobza, щоб її отримати. Посилання діє 14 днів.`,
    action: 'Прийняти запрошення',
    ignore: 'Якщо ви не знаєте цього виконавця, просто проігноруйте лист.',
  }),
  en: (artist: string, days: number) => ({
    heading: 'Hello!',
    subject: `Kobza: ${artist} invites you to subscribe`,
    body: `${artist} gives you a ${days}-day subscription. Follow the link and sign in to Kobza to receive it. The link expires in 14 days.`,
    action: 'Accept the invitation',
    ignore: 'If you do not know this artist, ignore this mail.',
  }),
}

/**
 * Queues the mail in `trx`, the transaction that records the invitation: it is sent after the
 * answer by the job runner, retried on failure (#core/mail/outbox).
 */
export async function queueInvitationMail(
  to: string,
  artist: string,
  days: number,
  link: string,
  locale: MailLocale,
  trx: TransactionClientContract
) {
  await queueMail(
    'subscriber invitation',
    { to, ...renderLinkMail(locale, invitationMails[locale](artist, days), link) },
    { trx }
  )
}
