import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Scheduled notifications are told exactly once: the job claims each by a conditional UPDATE of
 * these marks (several API processes may run it at once; one wins). A subscription's marks hold
 * the `active_until` they told of, so a renewed period is told of again.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('greeting_orders', (table) => {
      table.timestamp('deadline_reminded_at').nullable()
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.timestamp('ending_told_until').nullable()
      table.timestamp('ended_told_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropColumn('ending_told_until')
      table.dropColumn('ended_told_until')
    })
    this.schema.alterTable('greeting_orders', (table) => {
      table.dropColumn('deadline_reminded_at')
    })
  }
}
