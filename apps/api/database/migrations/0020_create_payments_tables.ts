import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Money in hryvnia (issue 13). Amounts are integer kopiyky in bigint columns. Balances are never
 * stored: they are sums of `balance_entries`, and every posting's entries sum to zero.
 */
export default class extends BaseSchema {
  async up() {
    /* A fan's order (donation, subscription, video greeting) and where its payment stands. */
    this.schema.createTable('purchases', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      userColumn(table, 'payer_id', 'RESTRICT')
      userColumn(table, 'artist_id', 'RESTRICT')
      table.string('goal', 24).notNullable()
      table.bigInteger('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.text('user_desire').nullable()
      table.string('provider', 16).notNullable()
      table.string('status', 16).notNullable().defaultTo('PENDING')
      table.string('provider_transaction_id', 255).nullable()
      /* Video greetings only: HELD until the artist delivers (RELEASED) or declines (RETURNED). */
      table.string('hold_status', 16).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('settled_at').nullable()
      table.index(['payer_id'])
      table.index(['artist_id', 'goal'])
    })
    /* Every callback received, verified or not, with what it did. */
    this.schema.createTable('payment_callbacks', (table) => {
      table.increments('id')
      table.string('provider', 16).notNullable()
      table.string('order_id', 255).nullable().index()
      table.string('provider_status', 32).nullable()
      table.boolean('verified').notNullable()
      table.string('outcome', 16).notNullable()
      table.string('detail', 255).nullable()
      table.text('data').notNullable()
      table.string('signature', 255).notNullable()
      table.timestamp('created_at').notNullable()
    })
    /* An artist's request to be paid out. */
    this.schema.createTable('withdrawals', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      userColumn(table, 'artist_id', 'RESTRICT')
      table.bigInteger('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.string('status', 16).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['artist_id'])
    })
    /* One balanced movement of money; `key` makes posting the same event twice impossible. */
    this.schema.createTable('balance_postings', (table) => {
      table.increments('id')
      table.string('key', 120).notNullable().unique()
      table.string('kind', 24).notNullable()
      table.integer('purchase_id').unsigned().nullable().references('id').inTable('purchases').onDelete('RESTRICT')
      table.integer('withdrawal_id').unsigned().nullable().references('id').inTable('withdrawals').onDelete('RESTRICT')
      table.timestamp('created_at').notNullable()
    })
    /* Double entry: positive adds to an account's balance, negative takes from it. */
    this.schema.createTable('balance_entries', (table) => {
      table.increments('id')
      table
        .integer('posting_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('balance_postings')
        .onDelete('RESTRICT')
      table.string('account', 64).notNullable().index()
      table.bigInteger('amount').notNullable()
      table.string('currency', 3).notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('balance_entries')
    this.schema.dropTable('balance_postings')
    this.schema.dropTable('withdrawals')
    this.schema.dropTable('payment_callbacks')
    this.schema.dropTable('purchases')
  }
}
