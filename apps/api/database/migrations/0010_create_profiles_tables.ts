import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    /* What an artist shows on the profile beyond the account itself (one row per user, made on first edit). */
    this.schema.createTable('profiles', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.text('description').nullable()
      table.string('social_link_instagram', 200).nullable()
      table.string('social_link_facebook', 200).nullable()
      table.string('social_link_twitter', 200).nullable()
      table.string('avatar_key', 200).nullable()
      table.string('cover_key', 200).nullable()
      table.string('cover_thumbnail_key', 200).nullable()
      table.timestamp('updated_at').notNullable()
    })
    /* Prices in whole hryvnias; payments read them through #profiles/public. */
    this.schema.createTable('service_prices', (table) => {
      table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE')
      table.integer('subscribe_price').notNullable()
      table.integer('video_congratulation_price').notNullable()
      table.text('video_congratulation_rule').nullable()
      table.timestamp('updated_at').notNullable()
    })
    /* Complimentary subscriptions offered by mail; the link's token is stored hashed. */
    this.schema.createTable('subscriber_invitations', (table) => {
      table.increments('id')
      userColumn(table, 'artist_id')
      table.string('email', 254).notNullable()
      table.integer('days').notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      userColumn(table, 'accepted_by', 'SET NULL')
      table.timestamp('accepted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['artist_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('subscriber_invitations')
    this.schema.dropTable('service_prices')
    this.schema.dropTable('profiles')
  }
}
