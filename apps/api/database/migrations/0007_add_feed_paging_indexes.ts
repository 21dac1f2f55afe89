import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Feed and wall pages sort by (created_at, id), newest first. With created_at alone in the
 * index a deep page sorted every row before its offset again (page 500 of a million posts:
 * an incremental sort of 10,000 rows); with id as the last column the index scan is the order.
 * The new indexes start with the old ones' columns, so those go.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('posts', (table) => {
      table.dropIndex(['post_type', 'created_at'])
      table.dropIndex(['author_id', 'post_type', 'created_at'])
      table.index(['post_type', 'created_at', 'id'])
      table.index(['author_id', 'post_type', 'created_at', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('posts', (table) => {
      table.dropIndex(['post_type', 'created_at', 'id'])
      table.dropIndex(['author_id', 'post_type', 'created_at', 'id'])
      table.index(['post_type', 'created_at'])
      table.index(['author_id', 'post_type', 'created_at'])
    })
  }
}
