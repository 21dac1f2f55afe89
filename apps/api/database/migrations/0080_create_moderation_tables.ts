import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Reports of content (issue 15 wires chat messages; posts, comments, profiles and legends
 * follow). One report per reporter and target; moderators resolve it by hiding the content,
 * blocking its author or dismissing it, recorded in the audit log.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('reports', (table) => {
      table.increments('id')
      userColumn(table, 'reporter_id')
      /* POST, COMMENT, MESSAGE, PROFILE or LEGEND, and that domain's id of it. */
      table.string('target_kind', 16).notNullable()
      table.string('target_id', 64).notNullable()
      /* Whose content it is, when the domain says (blocking acts on it). */
      userColumn(table, 'target_user_id', 'SET NULL')
      table.text('reason').notNullable()
      table.string('status', 16).notNullable().defaultTo('OPEN')
      table.string('resolution', 16).nullable()
      userColumn(table, 'resolved_by', 'SET NULL')
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['reporter_id', 'target_kind', 'target_id'])
      table.index(['status', 'created_at'])
      table.index(['target_kind', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable('reports')
  }
}
