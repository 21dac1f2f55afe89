import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Notifications (app/notifications): one row per thing a person is told of, aggregated by
 * `group_key` (likes of one post are one row counting its actors). Times are epoch
 * milliseconds on the application's clock, compared the same way on SQLite and PostgreSQL.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notifications', (table) => {
      table.bigIncrements('id')
      userColumn(table, 'recipient_id')
      table.string('type', 40).notNullable()
      // The newest actor; null for the platform's own acts (a deadline, a moderator's refund).
      userColumn(table, 'actor_id', 'SET NULL')
      // How many actors in all (an aggregate's "and N others" is this less one).
      table.integer('actor_count').notNullable().defaultTo(1)
      table.string('target_kind', 20).nullable()
      table.string('target_id', 64).nullable()
      table.text('data').notNullable()
      // An unread row of the same key takes the next actor instead of a new row.
      table.string('group_key', 120).nullable()
      table.bigInteger('created_at').notNullable()
      table.bigInteger('read_at').nullable()
      // The recipient's page, newest first.
      table.index(['recipient_id', 'id'], 'notifications_recipient_page_index')
    })
    // The unread count and the aggregation's lookup read only unread rows: a partial index keeps
    // them to the few a person has, however long the history.
    this.schema.raw(
      'CREATE INDEX notifications_unread_index ON notifications (recipient_id, group_key) WHERE read_at IS NULL'
    )
    this.schema.createTable('notification_preferences', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      // JSON: { [type]: { inApp, email, push } } where the user departs from the defaults.
      table.text('settings').notNullable()
      table.bigInteger('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('notification_preferences')
    this.schema.dropTable('notifications')
  }
}
