import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Notification e-mails (app/notifications/mails.ts): the language a person's mails are written
 * in, taken from their browser at sign-up and at each sign-in (null until then: Ukrainian), and
 * whether the chatty types' mails come one by one or as one daily digest.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('locale', 2).nullable()
    })
    this.schema.alterTable('notification_preferences', (table) => {
      table.string('email_digest', 10).notNullable().defaultTo('off')
      // The last UTC day (YYYY-MM-DD) whose digest was queued: each day's goes once.
      table.string('digest_sent_for', 10).nullable()
    })
    this.schema.raw(
      "CREATE INDEX notification_preferences_digest_index ON notification_preferences (email_digest) WHERE email_digest <> 'off'"
    )
  }

  async down() {
    // Plain DROP COLUMN: knex's SQLite path rebuilds the table, which `users`' foreign keys refuse.
    this.schema.raw('DROP INDEX notification_preferences_digest_index')
    this.schema.raw('ALTER TABLE notification_preferences DROP COLUMN digest_sent_for')
    this.schema.raw('ALTER TABLE notification_preferences DROP COLUMN email_digest')
    this.schema.raw('ALTER TABLE users DROP COLUMN locale')
  }
}
