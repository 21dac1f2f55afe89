import db from '@adonisjs/lucid/services/db'

interface WhereRawQuery {
  whereRaw(sql: string, bindings: unknown[]): unknown
  whereIn(column: string, values: number[]): unknown
}

/**
 * Narrows `query` to rows whose `column` is one of `ids`. On PostgreSQL the ids travel as one
 * array parameter: `whereIn` makes a placeholder per id, and for a fan subscribed to 2,000
 * artists knex's numbering and pg's encoding of 2,000 parameters (twice: the page and its
 * count) cost more of the process's CPU than the rest of the premium feed. SQLite has no
 * arrays; its whereIn with bound values is cheap.
 */
export function whereAmong<Query extends WhereRawQuery>(query: Query, column: string, ids: readonly number[]): Query {
  if (db.connection().dialect.name === 'postgres') {
    // Integers only (they are row ids), so the array literal is built from their digits alone.
    const literal = `{${ids.map((id) => String(Math.trunc(Number(id)))).join(',')}}`
    // Typed as the id columns are (integer): against a bigint array the comparison is
    // cross-type and PostgreSQL tests each row against the ids one by one instead of hashing
    // them (the premium feed's page 0 for a fan of 2,000 artists, 826 rows tested: 9 ms → 0.6 ms).
    query.whereRaw('?? = any(?::int[])', [column, literal])
  } else {
    query.whereIn(column, [...ids])
  }
  return query
}
