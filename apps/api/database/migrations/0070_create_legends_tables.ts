import type { Knex } from 'knex'
import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * The Hall of Fame (issue 16): legends with their votes, likes and the judges' decisions, and
 * the one row of settings the administrators edit. Comments live in the feed's `comments`
 * table (parent_kind LEGEND).
 */
function onePerUserPerLegend(table: Knex.CreateTableBuilder) {
  table.increments('id')
  table.integer('legend_id').unsigned().notNullable().references('id').inTable('legends').onDelete('CASCADE')
  userColumn(table, 'user_id')
  table.timestamp('created_at').notNullable()
  table.unique(['legend_id', 'user_id'])
  table.index(['user_id'])
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('legends', (table) => {
      table.increments('id')
      table.string('uuid', 36).notNullable().unique()
      table.string('legend_type', 8).notNullable()
      table.string('name', 100).notNullable()
      table.string('author_name', 50).nullable()
      /* Lower-cased name and author (JavaScript lower-cases Cyrillic; SQLite's LIKE does not). */
      table.string('search_text', 200).notNullable()
      /* Kind + normalised name (+ author): a later nomination with the same key is flagged as a duplicate. */
      table.string('duplicate_key', 200).notNullable()
      table.integer('duplicate_of_id').unsigned().nullable().references('id').inTable('legends').onDelete('SET NULL')
      table.string('cover_key', 255).nullable()
      table.string('cover_thumbnail_key', 255).nullable()
      table.string('song_key', 255).nullable()
      table.integer('song_length').nullable()
      table.string('era', 32).notNullable()
      table.string('genre', 40).nullable()
      table.string('text_author', 100).nullable()
      table.string('label', 100).nullable()
      table.string('recording_studio', 100).nullable()
      table.string('composer', 100).nullable()
      table.integer('year_of_release').nullable()
      table.text('opinion').notNullable()
      /* [{ linkType, url, linkName }] as JSON text: read with the legend, never queried. */
      table.text('links').notNullable().defaultTo('[]')
      userColumn(table, 'owner_id')
      table.string('status', 16).notNullable().defaultTo('VOTING')
      table.integer('vote_count').notNullable().defaultTo(0)
      table.integer('like_count').notNullable().defaultTo(0)
      table.integer('comment_count').notNullable().defaultTo(0)
      /* Both fixed at nomination from the settings of the day: changing the settings never moves a running stage. */
      table.integer('expected_minimal_vote').notNullable()
      table.timestamp('vote_stage_until').notNullable()
      table.text('rejection_reason').nullable()
      table.timestamp('stage_closed_at').nullable()
      table.timestamp('decided_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['legend_type', 'status', 'created_at'])
      table.index(['legend_type', 'status', 'vote_count'])
      table.index(['status', 'vote_stage_until'])
      table.index(['duplicate_key'])
      table.index(['owner_id', 'created_at'])
    })

    // Votes and likes are alike: one row per user per legend, however many requests race.
    this.schema.createTable('legend_votes', onePerUserPerLegend)
    this.schema.createTable('legend_likes', onePerUserPerLegend)

    this.schema.createTable('legend_decisions', (table) => {
      table.increments('id')
      table.integer('legend_id').unsigned().notNullable().references('id').inTable('legends').onDelete('CASCADE')
      userColumn(table, 'judge_id')
      table.string('decision', 8).notNullable()
      table.text('reason').nullable()
      table.timestamp('created_at').notNullable()
      /* A judge decides once per legend. */
      table.unique(['legend_id', 'judge_id'])
    })

    this.schema.createTable('legend_settings', (table) => {
      table.integer('id').primary()
      table.integer('vote_stage_days').notNullable()
      table.integer('expected_minimal_vote').notNullable()
      table.integer('judges_quorum').notNullable()
      table.integer('nominations_per_day').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('legend_settings')
    this.schema.dropTable('legend_decisions')
    this.schema.dropTable('legend_likes')
    this.schema.dropTable('legend_votes')
    this.schema.dropTable('legends')
  }
}
