import { defineConfig, transports } from '@adonisjs/mail'
import env from '#start/env'
import { dataPath } from '#core/paths'
import { OutboxTransport } from '#core/mail/outbox_transport'

/* Mail goes to the outbox folder unless MAIL_TRANSPORT=smtp with the SMTP_* settings. */
const mailConfig = defineConfig({
  default: env.get('MAIL_TRANSPORT') === 'smtp' ? 'smtp' : 'outbox',
  from: { address: env.get('MAIL_FROM') ?? 'no-reply@kobza.local', name: 'Kobza' },
  mailers: {
    outbox: () => new OutboxTransport(dataPath('outbox')),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
    }),
  },
})
export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
