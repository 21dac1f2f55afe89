import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * The markets' records. Amounts (micro CCD, RR token counts) are decimal strings: they are u64
 * on the ledger and must stay exact. Every `ledger_*_id` is the id the contract gave.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('auctions', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      table.integer('ledger_auction_id').notNullable().unique()
      /* The catalogue's song (apps/api/app/catalogue); no foreign key across domains. */
      table.integer('song_id').nullable().index()
      userColumn(table, 'seller_user_id')
      table.string('seller_address', 64).notNullable()
      /* The contract's `item`: the song's name as the auction was created with it. */
      table.string('item', 255).notNullable()
      table.string('era', 32).notNullable()
      table.string('genre_type', 32).nullable()
      table.text('description').notNullable()
      table.string('custom_link', 500).nullable()
      table.string('social_media_spotify', 500).nullable()
      table.string('social_media_twitter', 500).nullable()
      table.string('text_author', 255).nullable()
      table.string('song_label', 255).nullable()
      table.string('recording_studio', 255).nullable()
      table.integer('year_of_release').nullable()
      table.string('composer', 50).nullable()
      table.string('cover_key', 500).nullable()
      /* Song name and description lowercased by the API (SQLite's lower() only folds ASCII). */
      table.text('search_text').notNullable().defaultTo('')
      table.timestamp('ends_at').notNullable()
      table.string('token_id', 64).notNullable().unique()
      table.string('copyright_percent', 16).notNullable()
      table.string('offered_tokens', 24).notNullable()
      table.string('initial_price', 24).notNullable()
      table.string('highest_bid', 24).nullable()
      table.string('highest_bidder', 64).nullable()
      table.string('status', 16).notNullable().defaultTo('OPEN').index()
      table.string('winner', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    this.schema.createTable('sale_offers', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      table.integer('ledger_sale_id').notNullable().unique()
      table.integer('auction_id').unsigned().notNullable().references('id').inTable('auctions').onDelete('CASCADE')
      userColumn(table, 'seller_user_id')
      table.string('seller_address', 64).notNullable()
      table.string('tokens_to_sell', 24).notNullable()
      table.string('total_price', 24).notNullable()
      /* ACTIVE, SOLD, or CANCELLED (taken off the market on the ledger; listed nowhere). */
      table.string('status', 16).notNullable().defaultTo('ACTIVE').index()
      table.string('buyer', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
    /* Every bid the indexer saw, keyed by its ledger event: replaying an event writes nothing new. */
    this.schema.createTable('auction_bids', (table) => {
      table.increments('id')
      table.string('event_key', 200).notNullable().unique()
      table.integer('ledger_auction_id').notNullable().index()
      table.string('bidder', 64).notNullable()
      table.string('amount', 24).notNullable()
      table.string('block_height', 24).notNullable()
      table.timestamp('created_at').notNullable()
    })
    /* Where the ledger indexer stopped: the last block whose events are all recorded. */
    this.schema.createTable('ledger_indexer_cursors', (table) => {
      table.increments('id')
      table.string('name', 32).notNullable().unique()
      table.string('genesis_hash', 128).notNullable()
      table.string('height', 24).notNullable()
      table.string('block_hash', 128).notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('ledger_indexer_cursors')
    this.schema.dropTable('auction_bids')
    this.schema.dropTable('sale_offers')
    this.schema.dropTable('auctions')
  }
}
