/* The little of `pg` the benches use (the package ships no types; it is the API's driver). */
declare module 'pg' {
  export interface QueryResult<Row = Record<string, unknown>> {
    rows: Row[]
    rowCount: number | null
  }
  export class Client {
    constructor(options: { connectionString: string })
    connect(): Promise<void>
    query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
    end(): Promise<void>
  }
  export interface PoolClient {
    query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
    release(): void
  }
  export class Pool {
    constructor(options: { connectionString: string; max?: number })
    connect(): Promise<PoolClient>
    query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
    end(): Promise<void>
  }
  const pg: { Client: typeof Client; Pool: typeof Pool }
  export default pg
}
