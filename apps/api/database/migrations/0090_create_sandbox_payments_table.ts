import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The sandbox provider's own books: the payer's decision on its checkout page, kept on the
 * provider's side before its callback is sent. A real provider answers status queries from its
 * records; the sandbox answers them from these, so a callback that never arrived can be
 * recovered by reconciliation exactly as it would be with LiqPay.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sandbox_payments', (table) => {
      table.string('order_uuid', 36).primary()
      table.string('status', 16).notNullable()
      table.bigInteger('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.string('transaction_id', 64).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('sandbox_payments')
  }
}
