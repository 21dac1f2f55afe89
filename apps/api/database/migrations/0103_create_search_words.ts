import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * PostgreSQL: every word of each searched name's Latin key (0051's `search_key`), one row per
 * word, in a b-tree ordered by word. A one-word query is a word prefix, so its matches are a
 * range of that index: the search reads its first 500 and stops. The full-text GIN index
 * cannot stop early: it builds a bitmap of every match first, and a common word ("chervona", in
 * 66,667 of a million songs) cost 14 ms of PostgreSQL before the first row
 * (bench/results/scale-findings.md). Queries of several words still intersect in the GIN index.
 *
 * Statement triggers keep the words with their rows (transition tables, so a bulk insert is one
 * insert here). `word` sorts by bytes ("C"): keys hold only [a-z0-9 ], and a prefix range then
 * needs no locale. SQLite's FTS5 tables already stop at their limit.
 */
const SOURCES = ['users', 'songs', 'events']

/** The (source, word, row_id) rows of `rows`, a relation with `id` and `search_key`. */
const wordsOf = (source: string, rows: string) =>
  `SELECT DISTINCT ${source}, w.word, r.id FROM ${rows} r, regexp_split_to_table(r.search_key, ' ') AS w(word)
    WHERE w.word <> ''`

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (db.dialect.name !== 'postgres') return
      await db.rawQuery(`CREATE TABLE search_words (
        source text NOT NULL,
        word text COLLATE "C" NOT NULL,
        row_id integer NOT NULL,
        PRIMARY KEY (source, row_id, word)
      )`)
      await db.rawQuery(`CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO search_words (source, word, row_id) ${wordsOf('TG_TABLE_NAME', 'new_rows')} ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`)
      await db.rawQuery(`CREATE FUNCTION search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM search_words s USING old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.search_key IS DISTINCT FROM n.search_key AND s.source = TG_TABLE_NAME AND s.row_id = o.id;
          INSERT INTO search_words (source, word, row_id)
            ${wordsOf('TG_TABLE_NAME', '(SELECT n.id, n.search_key FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.search_key IS DISTINCT FROM n.search_key)')}
            ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`)
      await db.rawQuery(`CREATE FUNCTION search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM search_words s USING old_rows o WHERE s.source = TG_TABLE_NAME AND s.row_id = o.id;
          RETURN NULL;
        END $$`)
      for (const table of SOURCES) {
        await db.rawQuery(`INSERT INTO search_words (source, word, row_id) ${wordsOf(`'${table}'`, table)}`)
        await db.rawQuery(`CREATE TRIGGER ${table}_search_words_inserted AFTER INSERT ON ${table}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted()`)
        await db.rawQuery(`CREATE TRIGGER ${table}_search_words_updated AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_updated()`)
        await db.rawQuery(`CREATE TRIGGER ${table}_search_words_deleted AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted()`)
      }
      await db.rawQuery('CREATE INDEX search_words_prefix ON search_words (source, word, row_id)')
    })
  }

  async down() {
    this.defer(async (db) => {
      if (db.dialect.name !== 'postgres') return
      for (const table of SOURCES) {
        for (const event of ['inserted', 'updated', 'deleted']) {
          await db.rawQuery(`DROP TRIGGER IF EXISTS ${table}_search_words_${event} ON ${table}`)
        }
      }
      for (const event of ['inserted', 'updated', 'deleted']) {
        await db.rawQuery(`DROP FUNCTION IF EXISTS search_words_${event}()`)
      }
      await db.rawQuery('DROP TABLE IF EXISTS search_words')
    })
  }
}
