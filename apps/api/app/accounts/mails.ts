import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { queueMail } from '#core/mail/outbox'
import { renderLinkMail, type LinkMailWords, type MailLocale } from '#core/mail/templates'

/** The words of the two account mails, per language (exported for the templates' test). */
export const linkMails: Record<'passwordReset' | 'emailChange', Record<MailLocale, LinkMailWords>> = {
  passwordReset: {
    uk: {
      subject: 'Kobza: відновлення пароля',
      heading: 'Вітаємо!',
      body: 'Ми отримали запит на зміну пароля до вашого акаунта Kobza. Посилання діє одну годину і спрацює лише один раз.',
      action: 'Змінити пароль',
      ignore: 'Якщо ви не просили змінити пароль, просто проігноруйте цей лист: пароль залишиться тим самим.',
    },
    en: {
      subject: 'Kobza: reset your password',
      heading: 'Hello!',
      body: 'We received a request to change the password of your Kobza account. The link works once and expires in one hour.',
      action: 'Change password',
      ignore: 'If you did not ask to change your password, ignore this mail: your password stays the same.',
    },
  },
  emailChange: {
    uk: {
      subject: 'Kobza: підтвердіть нову адресу',
      heading: 'Вітаємо!',
      body: 'Щоб ваш акаунт Kobza використовував цю адресу, підтвердіть її. Посилання діє 24 години.',
      action: 'Підтвердити адресу',
      ignore: 'Якщо це були не ви, проігноруйте лист: адреса акаунта не зміниться.',
    },
    en: {
      subject: 'Kobza: confirm your new email address',
      heading: 'Hello!',
      body: 'Confirm this address to use it for your Kobza account. The link expires in 24 hours.',
      action: 'Confirm address',
      ignore: 'If this was not you, ignore this mail: the account address will not change.',
    },
  },
}

/**
 * Queues the mail in `trx`, the transaction that issues its link's token: it is sent after the
 * answer by the job runner, retried on failure (#core/mail/outbox).
 */
export async function queueLinkMail(
  kind: keyof typeof linkMails,
  to: string,
  link: string,
  locale: MailLocale,
  trx: TransactionClientContract
) {
  await queueMail(
    kind === 'passwordReset' ? 'password reset' : 'e-mail change',
    { to, ...renderLinkMail(locale, linkMails[kind][locale], link) },
    { trx }
  )
}
