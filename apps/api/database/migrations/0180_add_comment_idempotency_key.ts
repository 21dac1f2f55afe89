import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A comment may carry the key its author's app named it with (the Idempotency-Key header, issue
 * 35): a comment queued offline and sent again after a lost answer finds the first one by it.
 * Unique per author, so two racing sends of one comment leave one row; comments sent without a
 * key keep NULL, which neither database counts as a duplicate.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('comments', (table) => {
      table.string('idempotency_key', 100).nullable()
      table.unique(['author_id', 'idempotency_key'])
    })
  }

  async down() {
    this.schema.alterTable('comments', (table) => {
      table.dropUnique(['author_id', 'idempotency_key'])
      table.dropColumn('idempotency_key')
    })
  }
}
