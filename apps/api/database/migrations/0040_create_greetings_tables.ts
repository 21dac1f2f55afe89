import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Video greetings (issue 13): one order per paid VID_CONGRATULATION purchase, created in the
 * payment callback's transaction. The money itself stays in payments (the purchase's hold).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('greeting_orders', (table) => {
      table.increments('id')
      table
        .integer('purchase_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('purchases')
        .onDelete('RESTRICT')
      table.string('purchase_uuid', 36).notNullable()
      userColumn(table, 'fan_id', 'RESTRICT')
      userColumn(table, 'artist_id', 'RESTRICT')
      /* Kopiyky, as paid. */
      table.bigInteger('amount').notNullable()
      table.text('fan_desire').notNullable()
      /* INIT until delivered (COMPLETE) or declined by the artist or the deadline (DECLINED). */
      table.string('status', 16).notNullable().defaultTo('INIT')
      table.string('video_key', 255).nullable()
      table.timestamp('deadline_at').notNullable()
      table.timestamp('settled_at').nullable()
      /* Who declined: the artist, or the deadline passing. */
      table.string('declined_by', 16).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['artist_id', 'created_at'])
      table.index(['fan_id', 'created_at'])
      table.index(['status', 'deadline_at'])
    })
  }

  async down() {
    this.schema.dropTable('greeting_orders')
  }
}
