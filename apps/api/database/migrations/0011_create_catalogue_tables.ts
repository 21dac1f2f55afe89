import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

export default class extends BaseSchema {
  async up() {
    /* An artist's songs; a post's song attachment is meant to point here (see README, Catalogue). */
    this.schema.createTable('songs', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
      table.string('name', 100).notNullable()
      table.string('genre', 40).notNullable()
      table.integer('length_seconds').notNullable()
      table.string('media_key', 200).notNullable()
      table.timestamp('created_at').notNullable()
      // Lists are the artist's songs newest first.
      table.index(['user_id', 'id'])
    })
    this.schema.createTable('playlists', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
      table.string('name', 100).notNullable()
      table.text('description').nullable()
      table.string('type', 16).notNullable().defaultTo('PLAYLIST')
      table.string('cover_key', 200).nullable()
      table.string('cover_thumbnail_key', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'id'])
    })
    this.schema.createTable('playlist_songs', (table) => {
      table.integer('playlist_id').unsigned().notNullable().references('id').inTable('playlists').onDelete('CASCADE')
      table.integer('song_id').unsigned().notNullable().references('id').inTable('songs').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.primary(['playlist_id', 'song_id'])
      // Deleting a song finds its playlists by this index.
      table.index(['song_id'])
    })
    this.schema.createTable('events', (table) => {
      table.increments('id')
      userColumn(table, 'user_id')
      table.string('title', 200).notNullable()
      table.text('description').nullable()
      table.string('link', 500).nullable()
      table.timestamp('start_at').notNullable()
      table.string('cover_key', 200).nullable()
      table.string('cover_thumbnail_key', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'start_at'])
    })
  }

  async down() {
    this.schema.dropTable('events')
    this.schema.dropTable('playlist_songs')
    this.schema.dropTable('playlists')
    this.schema.dropTable('songs')
  }
}
