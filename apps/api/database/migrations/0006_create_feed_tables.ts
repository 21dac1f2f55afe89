import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('posts', (table) => {
      table.increments('id')
      userColumn(table, 'author_id')
      table.string('post_type', 16).notNullable()
      // Kept on the row so a feed page needs no counting query per post.
      table.integer('count_like').notNullable().defaultTo(0)
      table.integer('count_comments').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['post_type', 'created_at'])
      table.index(['author_id', 'post_type', 'created_at'])
    })

    this.schema.createTable('polls', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.string('title', 255).notNullable()
      table.boolean('is_anonymous').notNullable().defaultTo(false)
      table.boolean('is_can_cancel_own_vote').notNullable().defaultTo(false)
      table.boolean('is_multi_answer').notNullable().defaultTo(false)
      table.integer('count_voters').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.index(['post_id'])
    })
    this.schema.createTable('poll_options', (table) => {
      table.increments('id')
      table.integer('poll_id').unsigned().notNullable().references('id').inTable('polls').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('description', 255).notNullable()
      table.integer('count_votes').notNullable().defaultTo(0)
      table.index(['poll_id', 'position'])
    })
    // One ballot per voter and poll: the unique key makes a second vote lose even when it races the first.
    this.schema.createTable('poll_ballots', (table) => {
      table.increments('id')
      table.integer('poll_id').unsigned().notNullable().references('id').inTable('polls').onDelete('CASCADE')
      userColumn(table, 'user_id')
      table.timestamp('created_at').notNullable()
      table.unique(['poll_id', 'user_id'])
    })
    this.schema.createTable('poll_votes', (table) => {
      table.increments('id')
      table.integer('poll_id').unsigned().notNullable().references('id').inTable('polls').onDelete('CASCADE')
      table.integer('option_id').unsigned().notNullable().references('id').inTable('poll_options').onDelete('CASCADE')
      userColumn(table, 'user_id')
      table.unique(['option_id', 'user_id'])
      table.index(['user_id', 'poll_id'])
    })

    this.schema.createTable('post_contents', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('type', 16).notNullable()
      // MESSAGE
      table.text('context').nullable()
      // IMAGE and SONG: keys in the media disk, with what was read from the file.
      table.string('media_key', 255).nullable()
      table.string('thumbnail_key', 255).nullable()
      table.integer('width').nullable()
      table.integer('height').nullable()
      table.string('song_name', 100).nullable()
      table.string('genre', 40).nullable()
      table.integer('length_seconds').nullable()
      // VOTE
      table.integer('poll_id').unsigned().nullable().references('id').inTable('polls').onDelete('CASCADE')
      table.index(['post_id', 'position'])
    })

    this.schema.createTable('post_likes', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      userColumn(table, 'user_id')
      table.timestamp('created_at').notNullable()
      table.unique(['post_id', 'user_id'])
      table.index(['user_id'])
    })

    // Comments belong to a parent of some kind: POST now, LEGEND with the Hall of Fame.
    this.schema.createTable('comments', (table) => {
      table.increments('id')
      table.string('parent_kind', 16).notNullable()
      table.integer('parent_id').notNullable()
      table.integer('reply_to_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE')
      userColumn(table, 'author_id')
      table.string('message', 255).notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['parent_kind', 'parent_id', 'reply_to_id', 'created_at'])
      table.index(['reply_to_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('comments')
    this.schema.dropTable('post_likes')
    this.schema.dropTable('post_contents')
    this.schema.dropTable('poll_votes')
    this.schema.dropTable('poll_ballots')
    this.schema.dropTable('poll_options')
    this.schema.dropTable('polls')
    this.schema.dropTable('posts')
  }
}
