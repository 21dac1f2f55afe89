import { defineConfig, transports } from '@adonisjs/mail'
import env from '#start/env'
import kobzaConfig from '#config/kobza'
import { dataPath } from '#core/paths'
import { OutboxTransport } from '#core/mail/outbox_transport'

/* Mail goes to the outbox folder unless MAIL_TRANSPORT=smtp with the SMTP_* settings. */
const mailConfig = defineConfig({
  default: kobzaConfig.mailTransport === 'smtp' ? 'smtp' : 'outbox',
  from: { address: kobzaConfig.mailFrom, name: 'Kobza' },
  mailers: {
    outbox: () => new OutboxTransport(dataPath('outbox')),
    smtp: transports.smtp({
      ...kobzaConfig.smtp,
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
