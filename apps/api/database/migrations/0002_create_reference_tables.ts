import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    for (const tableName of ['genres', 'eras']) {
      this.schema.createTable(tableName, (table) => {
        table.increments('id')
        table.string('code', 40).notNullable().unique()
        table.string('name', 60).notNullable()
        table.integer('position').notNullable().defaultTo(0).index()
        table.timestamp('created_at').notNullable()
        table.timestamp('updated_at').notNullable()
      })
    }
  }

  async down() {
    this.schema.dropTable('eras')
    this.schema.dropTable('genres')
  }
}
