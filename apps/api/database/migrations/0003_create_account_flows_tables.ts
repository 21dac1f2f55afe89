import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    /* Single-use links sent by mail: password resets and e-mail changes. */
    this.schema.createTable('account_tokens', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('purpose', 16).notNullable()
      table.string('token_hash', 64).notNullable().unique()
      table.string('new_email', 254).nullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'purpose'])
    })
    /* Who changed whose account, and how: every console action on users leaves a row. */
    this.schema.createTable('audit_logs', (table) => {
      table.increments('id')
      table.integer('actor_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('target_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 40).notNullable()
      table.text('details').nullable()
      table.timestamp('created_at').notNullable().index()
      table.index(['target_user_id'])
    })
  }

  async down() {
    this.schema.dropTable('audit_logs')
    this.schema.dropTable('account_tokens')
  }
}
