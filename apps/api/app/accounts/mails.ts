import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { queueMail } from '#core/mail/outbox'

export type MailLocale = 'uk' | 'en'

/** The language of the request: Ukrainian unless the browser prefers English. */
export function mailLocale(acceptLanguage: string | undefined): MailLocale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'uk'
}

interface LinkMail {
  subject: string
  greeting: string
  body: string
  action: string
  ignore: string
}

const templates: Record<'passwordReset' | 'emailChange', Record<MailLocale, LinkMail>> = {
  passwordReset: {
    uk: {
      subject: 'Kobza: відновлення пароля',
      greeting: 'Вітаємо!',
      body: 'Ми отримали запит на зміну пароля до вашого акаунта Kobza. Посилання діє одну годину і спрацює лише один раз.',
      action: 'Змінити пароль',
      ignore: 'Якщо ви не просили змінити пароль, просто проігноруйте цей лист: пароль залишиться тим самим.',
    },
    en: {
      subject: 'Kobza: reset your password',
      greeting: 'Hello!',
      body: 'We received a request to change the password of your Kobza account. The link works once and expires in one hour.',
      action: 'Change password',
      ignore: 'If you did not ask to change your password, ignore this mail: your password stays the same.',
    },
  },
  emailChange: {
    uk: {
      subject: 'Kobza: підтвердіть нову адресу',
      greeting: 'Вітаємо!',
      body: 'Щоб ваш акаунт Kobza використовував цю адресу, підтвердіть її. Посилання діє 24 години.',
      action: 'Підтвердити адресу',
      ignore: 'Якщо це були не ви, проігноруйте лист: адреса акаунта не зміниться.',
    },
    en: {
      subject: 'Kobza: confirm your new email address',
      greeting: 'Hello!',
      body: 'Confirm this address to use it for your Kobza account. The link expires in 24 hours.',
      action: 'Confirm address',
      ignore: 'If this was not you, ignore this mail: the account address will not change.',
    },
  },
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * Queues the mail in `trx`, the transaction that issues its link's token: it is sent after the
 * answer by the job runner, retried on failure (#core/mail/outbox).
 */
export async function queueLinkMail(
  kind: keyof typeof templates,
  to: string,
  link: string,
  locale: MailLocale,
  trx: TransactionClientContract
) {
  const t = templates[kind][locale]
  const text = `${t.greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n\nKobza`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1f">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b3261e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.ignore)}</p><p>Kobza</p></body></html>`
  await queueMail(
    kind === 'passwordReset' ? 'password reset' : 'e-mail change',
    { to, subject: t.subject, text, html },
    { trx }
  )
}
