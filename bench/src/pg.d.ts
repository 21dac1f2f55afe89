/* The little of `pg` the chat bench uses (the package ships no types; it is the API's driver). */
declare module 'pg' {
  export class Client {
    constructor(options: { connectionString: string })
    connect(): Promise<void>
    query(sql: string): Promise<unknown>
    end(): Promise<void>
  }
  const pg: { Client: typeof Client }
  export default pg
}
