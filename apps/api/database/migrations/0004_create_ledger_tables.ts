import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    /* The embedded local ledger's whole state, one row per ledger; `version` detects writes by another process. */
    this.schema.createTable('ledger_states', (table) => {
      table.increments('id')
      table.string('name', 32).notNullable().unique()
      table.text('snapshot').notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('updated_at').notNullable()
    })
    /* A user's own account on the local ledger (the dev wallet signs for it). */
    this.schema.createTable('ledger_accounts', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('address', 64).notNullable().unique()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('ledger_accounts')
    this.schema.dropTable('ledger_states')
  }
}
