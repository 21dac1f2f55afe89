/*
 * Hot reads as named prepared statements on PostgreSQL (the SQLite side keeps its statements in
 * #core/sqlite_statements). PostgreSQL plans every unnamed statement again, and for the inbox —
 * polled by every open bell, a page and two counts of a few index entries — planning cost more
 * than executing (EXPLAIN: 0.4–0.7 ms planning, 0.08–0.16 ms execution). A named statement is
 * parsed once per connection and, after five runs, served by its generic plan. The name is a hash
 * of the SQL text, so one text is one statement on each connection whatever its bindings.
 * Only for reads whose SQL text has a fixed shape (values as bindings, never in the text).
 */
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** A query builder of Lucid or knex, read only for its SQL. */
interface Compilable {
  toSQL(): { toNative(): { sql: string; bindings: readonly unknown[] } }
}

/** The part of knex's pg client this uses. */
interface PgPool {
  client: {
    acquireConnection(): Promise<PgConnection>
    releaseConnection(connection: PgConnection): Promise<unknown>
  }
}

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>
}

const names = new Map<string, string>()

function nameOf(sql: string) {
  let name = names.get(sql)
  if (name === undefined) {
    name = `kobza_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`
    names.set(sql, name)
  }
  return name
}

/** The rows of `query`: a named prepared statement on PostgreSQL, the query as it is elsewhere. */
export async function preparedRows<Row>(query: Compilable & PromiseLike<unknown>): Promise<Row[]> {
  const connection = db.connection()
  if (connection.dialect.name !== 'postgres') return (await query) as Row[]
  const { sql, bindings } = query.toSQL().toNative()
  const pool = connection.getReadClient() as unknown as PgPool
  const client = await pool.client.acquireConnection()
  try {
    const result = await client.query({ name: nameOf(sql), text: sql, values: [...bindings] })
    return result.rows as Row[]
  } finally {
    await pool.client.releaseConnection(client)
  }
}
