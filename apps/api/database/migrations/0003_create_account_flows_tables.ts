import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    /* Single-use links sent by mail: password resets and e-mail changes. */
    this.schema.createTable('account_tokens', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
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
      userColumn(table, 'actor_id', 'SET NULL')
      userColumn(table, 'target_user_id', 'SET NULL')
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
