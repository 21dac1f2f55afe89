import Database from 'better-sqlite3'
import { type Percentiles, percentiles } from './stats.ts'

export interface SqlResult {
  /** Microseconds per execution (prepared statement, rows read into objects). */
  latency: Percentiles
  perSecond: number
  runs: number
}

/** Times a query directly against the SQLite file: what the answer costs without any HTTP. */
export function timeSql(file: string, query: string, params: unknown[] = [], seconds = 1): SqlResult {
  const database = new Database(file, { readonly: true })
  try {
    const statement = database.prepare(query)
    for (let i = 0; i < 200; i += 1) statement.all(...params)
    const samples: number[] = []
    const deadline = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9))
    let spent = 0n
    while (process.hrtime.bigint() < deadline && samples.length < 200_000) {
      const start = process.hrtime.bigint()
      statement.all(...params)
      const took = process.hrtime.bigint() - start
      spent += took
      samples.push(Number(took) / 1000)
    }
    return { latency: percentiles(samples), perSecond: samples.length / (Number(spent) / 1e9), runs: samples.length }
  } finally {
    database.close()
  }
}
