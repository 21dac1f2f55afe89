import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    // Unsubscribing cancels at period end: access lasts until active_until, then nothing renews it.
    this.schema.alterTable('subscriptions', (table) => {
      table.timestamp('cancelled_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropColumn('cancelled_at')
    })
  }
}
