import { defineConfig } from '@adonisjs/lucid'
import env from '#start/env'
import { dataPath } from '#core/paths'
import { keepPreparedStatements } from '#core/sqlite_statements'

/*
 * SQLite file by default (no setup); PostgreSQL as soon as DATABASE_URL or
 * DB_CONNECTION=pg (with the DB_* variables) is given.
 */
const usePostgres = env.get('DB_CONNECTION') === 'pg' || (!env.get('DB_CONNECTION') && !!env.get('DATABASE_URL'))

// The models are written by hand; without this `node ace migration:run` writes an untracked
// database/schema.ts that nothing reads.
const schemaGeneration = { enabled: false }

export default defineConfig({
  connection: usePostgres ? 'pg' : 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: env.get('SQLITE_FILE') ?? dataPath('kobza.sqlite') },
      useNullAsDefault: true,
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      schemaGeneration,
      pool: {
        afterCreate: (
          connection: { pragma: (sql: string) => unknown; prepare: (sql: string) => unknown },
          done: (error: Error | null) => void
        ) => {
          // WAL lets readers proceed while a write is in flight; foreign keys are off by default in SQLite.
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma('busy_timeout = 5000')
          keepPreparedStatements(connection)
          done(null)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: env.get('DATABASE_URL') ?? {
        host: env.get('DB_HOST') ?? '127.0.0.1',
        port: env.get('DB_PORT') ?? 5432,
        user: env.get('DB_USER') ?? 'postgres',
        password: env.get('DB_PASSWORD') ?? '',
        database: env.get('DB_DATABASE') ?? 'kobza',
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      schemaGeneration,
      // Fail fast while the server is away (a restart, a failover): a request waits at most this
      // long for a connection, then answers 503 (the exception handler) instead of hanging for
      // knex's default minute. Connections refused outright fail at once (propagateCreateError).
      pool: { acquireTimeoutMillis: 5000, createTimeoutMillis: 3000 },
    },
  },
})
