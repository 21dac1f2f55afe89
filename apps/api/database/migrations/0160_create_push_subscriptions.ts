import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Web push (app/notifications/web_push.ts): the browsers a person subscribed, and the quiet
 * hours that hold their pushes back. Times are epoch milliseconds on the application's clock.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('push_subscriptions', (table) => {
      table.bigIncrements('id')
      userColumn(table, 'user_id')
      // One browser's subscription is one person's: signing in as another takes it over.
      table.string('endpoint', 2048).notNullable().unique()
      table.string('p256dh', 100).notNullable()
      table.string('auth', 40).notNullable()
      table.bigInteger('created_at').notNullable()
      table.index(['user_id'], 'push_subscriptions_user_index')
    })
    this.schema.alterTable('notification_preferences', (table) => {
      // Minutes after midnight in quiet_time_zone; all three null: no quiet hours.
      table.integer('quiet_from').nullable()
      table.integer('quiet_to').nullable()
      table.string('quiet_time_zone', 64).nullable()
    })
  }

  async down() {
    this.schema.alterTable('notification_preferences', (table) => {
      table.dropColumn('quiet_from')
      table.dropColumn('quiet_to')
      table.dropColumn('quiet_time_zone')
    })
    this.schema.dropTable('push_subscriptions')
  }
}
