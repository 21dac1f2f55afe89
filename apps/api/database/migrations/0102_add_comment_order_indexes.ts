import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Comment pages are ordered by time and then id (stable pages when two share a second). The
 * parent's index stopped at the time and holds `reply_to_id`, whose `IS NULL` (top-level
 * comments) PostgreSQL does not take as an equality when it orders: it sorted the whole thread
 * for every page and, on a thread of a thousand comments, launched a parallel worker to do it
 * (5.5 ms a page; 0.1 ms with this index, bench/results/scale-postgres.md). Top-level comments
 * get an index of their own, partial (both databases have them); replies get the id too. The
 * parent's index stays: deleting a post's comments finds them by it.
 */
const TOP_LEVEL = 'comments_top_level_order_index'

export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX ${TOP_LEVEL} ON comments (parent_kind, parent_id, created_at, id) WHERE reply_to_id IS NULL`
    )
    this.schema.alterTable('comments', (table) => {
      table.index(['reply_to_id', 'created_at', 'id'])
    })
    this.schema.alterTable('comments', (table) => {
      table.dropIndex(['reply_to_id', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable('comments', (table) => {
      table.index(['reply_to_id', 'created_at'])
    })
    this.schema.alterTable('comments', (table) => {
      table.dropIndex(['reply_to_id', 'created_at', 'id'])
    })
    this.schema.raw(`DROP INDEX ${TOP_LEVEL}`)
  }
}
