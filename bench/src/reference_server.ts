/*
 * The bare references: one Fastify route per bench endpoint at /ref/<index>, serving the
 * same answer from the same SQLite file (read-only). Started by run.ts in its own process.
 */
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import type { BenchContext } from './endpoint.ts'
import { loadEndpoints } from './endpoints.ts'

const context = JSON.parse(process.env.BENCH_CONTEXT ?? '{}') as BenchContext
const database = new Database(process.env.BENCH_DATABASE ?? '', { readonly: true })
const app = Fastify({ logger: false })

for (const [index, endpoint] of (await loadEndpoints()).entries()) {
  const handler = endpoint.fastify(database, context)
  app.route({ method: endpoint.method, url: `/ref/${index}`, handler: (request, reply) => handler(request, reply) })
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.send?.('ready')
