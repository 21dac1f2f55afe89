import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Genres and eras carry a Ukrainian label beside the English `name` (issue 18: the console edits
 * both, users see the one of their language). Nullable: the reference seeder fills the built-in
 * codes' labels where they are still empty, and never overwrites one an operator edited.
 */
export default class extends BaseSchema {
  async up() {
    for (const name of ['genres', 'eras']) {
      this.schema.alterTable(name, (table) => {
        table.string('name_uk', 60).nullable()
      })
    }
  }

  async down() {
    for (const name of ['genres', 'eras']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('name_uk')
      })
    }
  }
}
