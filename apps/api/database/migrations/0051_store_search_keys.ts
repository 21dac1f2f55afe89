import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * PostgreSQL keeps each searched name's Latin form (search_latin(), 0050) in a stored
 * generated column and indexes that column. Index rechecks and trigram similarity then read
 * a value instead of running search_latin() — some 160 nested replace() calls, inlined — on
 * every row they touch, and the planner no longer matches a kilobytes-long expression to the
 * index (bench/results/search-scale.md). SQLite's FTS5 tables hold the Latin form already.
 */
const SOURCES = [
  { name: 'users_search', table: 'users', text: "public_name || ' ' || nick_name" },
  { name: 'songs_search', table: 'songs', text: 'name' },
  { name: 'events_search', table: 'events', text: 'title' },
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name !== 'postgres') return
      for (const source of SOURCES) {
        await db.rawQuery(`DROP INDEX IF EXISTS ${source.name}_trgm`)
        await db.rawQuery(`DROP INDEX IF EXISTS ${source.name}_fts`)
        await db.rawQuery(
          `ALTER TABLE ${source.table} ADD COLUMN search_key text GENERATED ALWAYS AS (search_latin(${source.text})) STORED`
        )
        await db.rawQuery(`CREATE INDEX ${source.name}_trgm ON ${source.table} USING gin (search_key gin_trgm_ops)`)
        await db.rawQuery(
          `CREATE INDEX ${source.name}_fts ON ${source.table} USING gin (to_tsvector('simple', search_key))`
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name !== 'postgres') return
      for (const source of SOURCES) {
        // Dropping the column drops its indexes; 0050's expression indexes come back.
        await db.rawQuery(`ALTER TABLE ${source.table} DROP COLUMN IF EXISTS search_key`)
        await db.rawQuery(
          `CREATE INDEX ${source.name}_trgm ON ${source.table} USING gin (search_latin(${source.text}) gin_trgm_ops)`
        )
        await db.rawQuery(
          `CREATE INDEX ${source.name}_fts ON ${source.table} USING gin (to_tsvector('simple', search_latin(${source.text})))`
        )
      }
    })
  }
}
