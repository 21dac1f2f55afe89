/*
 * Prepared statements kept per SQLite connection. knex's better-sqlite3 dialect prepares every
 * query it runs again, and SQLite's compiling of the SQL was about an eighth of the API's CPU on
 * a list endpoint (a CPU profile of the Hall of Fame page under load): the same few hundred
 * statements come back on every request, so the connection keeps the most recent ones. Safe
 * because better-sqlite3 resets a statement once `all`/`run` return (no open cursor holds it)
 * and SQLite re-prepares a statement by itself after a schema change (a migration). Nothing in
 * the API sets knex's per-query `safeIntegers`, which would change a kept statement's mode.
 */

/** The part of a better-sqlite3 Database this needs. */
interface Preparing {
  prepare(sql: string): unknown
}

/** Enough for every distinct query of the API (about a thousand) without growing unbounded. */
const KEPT_PER_CONNECTION = 2000

export function keepPreparedStatements(connection: Preparing): void {
  const prepare = connection.prepare.bind(connection)
  const kept = new Map<string, unknown>()
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql)
    if (statement === undefined) {
      statement = prepare(sql)
      if (kept.size >= KEPT_PER_CONNECTION) kept.delete(kept.keys().next().value!)
      kept.set(sql, statement)
    }
    return statement
  }
}
