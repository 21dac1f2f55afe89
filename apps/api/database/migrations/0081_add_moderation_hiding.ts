import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Moderators hide posts and comments (issue 18): hidden rows leave every public list and
 * lookup by id, their authors still see them marked with the reason. Reports keep the
 * category the reporter picked in the web app's menu.
 */
export default class extends BaseSchema {
  async up() {
    for (const name of ['posts', 'comments']) {
      this.schema.alterTable(name, (table) => {
        table.timestamp('hidden_at').nullable()
        table.string('hidden_reason', 300).nullable()
      })
    }
    this.schema.alterTable('reports', (table) => {
      table.string('category', 16).nullable()
    })
  }

  async down() {
    this.schema.alterTable('reports', (table) => {
      table.dropColumn('category')
    })
    for (const name of ['posts', 'comments']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('hidden_reason')
        table.dropColumn('hidden_at')
      })
    }
  }
}
