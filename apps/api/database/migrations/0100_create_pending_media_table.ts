import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The media journal: a file's key is written here (committed) before the file reaches the
 * disk, and removed in the same transaction as the rows that name the file. A process killed
 * between the two leaves its keys here, so the next start can delete files no row will ever
 * name (hostile/tests/kill.test.mjs).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('pending_media', (table) => {
      table.string('key', 200).primary()
      // host:pid of the process writing the file: a restart on the same host can tell whose it was.
      table.string('owner', 160).notNullable()
      // Epoch milliseconds: compared the same way on SQLite and PostgreSQL.
      table.bigInteger('staged_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable('pending_media')
  }
}
