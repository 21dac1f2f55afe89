import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { queueMail } from '#core/mail/outbox'

export type MailLocale = 'uk' | 'en'

/** The language of the request: Ukrainian unless the browser prefers English. */
export function mailLocale(acceptLanguage: string | undefined): MailLocale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'uk'
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const templates = {
  uk: (artist: string, days: number) => ({
    subject: `Kobza: ${artist} запрошує вас підписатися`,
    body: `${artist} дарує вам підписку на ${days} дн. Перейдіть за посиланням і увійдіть до Kobza, щоб її отримати. Посилання діє 14 днів.`,
    action: 'Прийняти запрошення',
    ignore: 'Якщо ви не знаєте цього виконавця, просто проігноруйте лист.',
  }),
  en: (artist: string, days: number) => ({
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
  const t = templates[locale](artist, days)
  const text = `${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n\nKobza`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1f">
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b3261e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.ignore)}</p><p>Kobza</p></body></html>`
  await queueMail('subscriber invitation', { to, subject: t.subject, text, html }, { trx })
}
