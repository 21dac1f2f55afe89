/*
 * The framework floor: AdonisJS's own HTTP server (the framework's factories, the same
 * version and request path the API runs: request, response, HttpContext with its logger
 * child, request id, router, response writer) with one route and no middleware, answering
 * getServerTime's JSON. Beside the bare Fastify route it shows what the framework costs
 * before any of Kobza's middleware; the API beside it shows what Kobza's stack adds.
 * Started by run.ts in its own process.
 */
import { createServer } from 'node:http'
import { AppFactory } from '@adonisjs/core/factories/app'
import { ServerFactory } from '@adonisjs/core/factories/http'
import { Logger } from '@adonisjs/core/logger'
import { floorPath } from './framework_floor_path.ts'

const app = new AppFactory().create(new URL('./', import.meta.url))
await app.init()
// As the API in production: request ids (sent back as X-Request-Id) and an enabled logger
// whose per-request child is built the same way; nothing is logged at info on this route.
const logger = new Logger({ enabled: true, name: 'framework-floor', level: 'info' })
const server = new ServerFactory().merge({ app, logger, config: { generateRequestId: true } }).create()
server.getRouter().get(floorPath, () => {
  const now = new Date()
  return { serverTime: now.toISOString(), epochSeconds: Math.floor(now.getTime() / 1000) }
})
await server.boot()
createServer((request, response) => server.handle(request, response)).listen(
  Number(process.env.PORT),
  '127.0.0.1',
  () => process.send?.('ready')
)
