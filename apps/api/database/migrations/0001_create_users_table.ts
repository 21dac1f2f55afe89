import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      // Stored lower-cased so uniqueness is case-insensitive on every database.
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).notNullable()
      table.string('public_name', 100).notNullable()
      table.string('nick_name', 20).notNullable().unique()
      table.string('avatar', 500).nullable()
      table.date('date_of_birth').nullable()
      table.string('status', 16).notNullable().defaultTo('ACTIVE')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('user_authorities', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
      table.string('authority', 32).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['user_id', 'authority'])
    })
    this.schema.createTable('auth_tokens', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
      table.string('type', 8).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.string('family_id', 36).notNullable().index()
      table.timestamp('expires_at').notNullable()
      table.timestamp('revoked_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'type'])
    })
  }

  async down() {
    this.schema.dropTable('auth_tokens')
    this.schema.dropTable('user_authorities')
    this.schema.dropTable('users')
  }
}
