import { BaseSchema } from '@adonisjs/lucid/schema'
import { latinSql } from '#search/latin'

/*
 * Indexes behind site-wide search (app/search). Names are indexed in their Latin form
 * (#search/latin) so Cyrillic and Latin spellings meet.
 * PostgreSQL: an immutable search_latin() function, trigram (pg_trgm) and full-text indexes
 * on it. Accents are dropped by the function itself: unaccent() is only STABLE, so no index
 * could be built on it. SQLite: one FTS5 trigram table per searched kind, rowid = the source row's id, kept
 * in step by triggers.
 */
const SQLITE_DOCUMENTS = [
  {
    table: 'search_artists',
    source: 'users',
    text: (row: string) => `${row}.public_name || ' ' || ${row}.nick_name`,
    columns: 'public_name, nick_name',
  },
  { table: 'search_songs', source: 'songs', text: (row: string) => `${row}.name`, columns: 'name' },
  { table: 'search_events', source: 'events', text: (row: string) => `${row}.title`, columns: 'title' },
]

const PG_INDEXED = [
  { name: 'users_search', table: 'users', text: "public_name || ' ' || nick_name" },
  { name: 'songs_search', table: 'songs', text: 'name' },
  { name: 'events_search', table: 'events', text: 'title' },
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.rawQuery('CREATE EXTENSION IF NOT EXISTS pg_trgm')
        await db.rawQuery(
          `CREATE OR REPLACE FUNCTION search_latin(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ${latinSql('$1')} $$`
        )
        for (const index of PG_INDEXED) {
          await db.rawQuery(
            `CREATE INDEX ${index.name}_trgm ON ${index.table} USING gin (search_latin(${index.text}) gin_trgm_ops)`
          )
          await db.rawQuery(
            `CREATE INDEX ${index.name}_fts ON ${index.table} USING gin (to_tsvector('simple', search_latin(${index.text})))`
          )
        }
        return
      }
      for (const document of SQLITE_DOCUMENTS) {
        const { table, source } = document
        await db.rawQuery(`CREATE VIRTUAL TABLE ${table} USING fts5(latin, tokenize='trigram')`)
        await db.rawQuery(
          `INSERT INTO ${table} (rowid, latin) SELECT id, ${latinSql(document.text(source))} FROM ${source}`
        )
        await db.rawQuery(
          `CREATE TRIGGER ${table}_insert AFTER INSERT ON ${source} BEGIN INSERT INTO ${table} (rowid, latin) VALUES (new.id, ${latinSql(document.text('new'))}); END`
        )
        await db.rawQuery(
          `CREATE TRIGGER ${table}_update AFTER UPDATE OF ${document.columns} ON ${source} BEGIN DELETE FROM ${table} WHERE rowid = old.id; INSERT INTO ${table} (rowid, latin) VALUES (new.id, ${latinSql(document.text('new'))}); END`
        )
        await db.rawQuery(
          `CREATE TRIGGER ${table}_delete AFTER DELETE ON ${source} BEGIN DELETE FROM ${table} WHERE rowid = old.id; END`
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        for (const index of PG_INDEXED) {
          await db.rawQuery(`DROP INDEX IF EXISTS ${index.name}_trgm`)
          await db.rawQuery(`DROP INDEX IF EXISTS ${index.name}_fts`)
        }
        await db.rawQuery('DROP FUNCTION IF EXISTS search_latin(text)')
        return
      }
      for (const { table } of SQLITE_DOCUMENTS) {
        for (const suffix of ['insert', 'update', 'delete'])
          await db.rawQuery(`DROP TRIGGER IF EXISTS ${table}_${suffix}`)
        await db.rawQuery(`DROP TABLE IF EXISTS ${table}`)
      }
    })
  }
}
