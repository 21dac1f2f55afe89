import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Indexes the platform-sized bench asked for (bench/results/scale-findings.md): the market lists
 * filter on a status and page newest first, which on 100,000 auctions sorted every matching row
 * per page; and a profile path names its owner by nickname, compared lowercased, which no index
 * of `nick_name` itself can answer (a scan of every user per profile view).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('auctions', (table) => {
      table.index(['status', 'created_at', 'id'])
    })
    this.schema.alterTable('sale_offers', (table) => {
      table.index(['status', 'created_at', 'id'])
    })
    this.schema.raw('CREATE INDEX users_lower_nick_name_index ON users (lower(nick_name))')
  }

  async down() {
    this.schema.raw('DROP INDEX users_lower_nick_name_index')
    this.schema.alterTable('sale_offers', (table) => {
      table.dropIndex(['status', 'created_at', 'id'])
    })
    this.schema.alterTable('auctions', (table) => {
      table.dropIndex(['status', 'created_at', 'id'])
    })
  }
}
