import type { Database } from 'better-sqlite3'

/** What a bench run knows when it builds paths: the built apps, for file names with hashes. */
export interface BenchContext {
  /** Absolute path of the web app's dist folder. */
  webDist: string
  /** The path (from /) of the largest JS file `/` loads, e.g. `/assets/index-abc.js`. */
  mainScript: string
  /** Where the platform under test listens, e.g. http://127.0.0.1:3450. */
  platformUrl: string
  /** The run's SQLite file, for paths that name seeded rows (an artist's uuid). */
  database: string
}

/**
 * One endpoint the harness loads. Each domain exports a list of these from
 * bench/endpoints/<domain>.ts; the harness finds the files itself.
 */
export interface BenchEndpoint {
  /** Short label for tables and the chart, unique across files. */
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path on the platform, or built from what the run knows. */
  path: string | ((context: BenchContext) => string)
  /** Request headers, or built once before the load (e.g. an ETag fetched from the platform). */
  headers?: Record<string, string> | ((context: BenchContext) => Promise<Record<string, string>>)
  /** JSON request body, for writes. */
  body?: unknown
  /**
   * The SQL the endpoint's answer needs, timed directly against the run's SQLite database:
   * the floor no HTTP stack can beat. Omit for endpoints without SQL.
   */
  sql?: { query: string; params?: unknown[] }
  /**
   * A bare Fastify route serving the same answer (same query, same JSON): the reference for
   * what Kobza's stack costs on top. Runs in its own process with the database opened
   * read-only; return the body (objects become JSON) or set headers on `reply`.
   */
  fastify: (database: Database, context: BenchContext) => FastifyHandler
  /**
   * Also load AdonisJS's HTTP server alone serving this path (framework_floor.ts), in the same
   * rounds: what the framework costs before Kobza's middleware. Only getServerTime has one.
   */
  frameworkFloor?: boolean
  /** Status the endpoint must answer; a run with other statuses is reported as failing. */
  expectStatus?: number
}

export interface ReplyLike {
  header(name: string, value: string | number): ReplyLike
  type(contentType: string): ReplyLike
  code(status: number): ReplyLike
}

export type FastifyHandler = (
  request: { headers: Record<string, string | string[] | undefined> },
  reply: ReplyLike
) => unknown

export function defineEndpoints(endpoints: BenchEndpoint[]): BenchEndpoint[] {
  return endpoints
}
