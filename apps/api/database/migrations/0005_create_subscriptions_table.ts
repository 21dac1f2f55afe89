import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    // One row per fan and artist; renewing moves active_until (payments write it in a later issue).
    this.schema.createTable('subscriptions', (table) => {
      table.increments('id')
      userColumn(table, 'fan_id')
      userColumn(table, 'artist_id')
      table.timestamp('active_until').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['fan_id', 'artist_id'])
      table.index(['artist_id', 'active_until'])
    })
  }

  async down() {
    this.schema.dropTable('subscriptions')
  }
}
