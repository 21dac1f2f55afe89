import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routePagesFile, type RoutePage } from '../../packages/contract/src/primed.ts'
import { defineEndpoints } from '../src/endpoint.ts'

/** The platform's own paths: a trivial JSON route and the web app's files. */
export default defineEndpoints([
  {
    name: 'getServerTime',
    method: 'GET',
    path: '/api/v1/getServerTime',
    frameworkFloor: true,
    fastify: () => () => {
      const now = new Date()
      return { serverTime: now.toISOString(), epochSeconds: Math.floor(now.getTime() / 1000) }
    },
  },
  {
    name: 'main script (br)',
    method: 'GET',
    path: (context) => context.mainScript,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    // The same pre-compressed bytes from memory, with the headers that matter to a browser.
    fastify: (_database, context) => {
      const bytes = readFileSync(join(context.webDist, `${context.mainScript}.br`))
      return (_request, reply) => {
        reply.type('text/javascript; charset=utf-8').header('content-encoding', 'br').header('vary', 'Accept-Encoding')
        return bytes
      }
    },
  },
  {
    name: 'index.html (gzip)',
    method: 'GET',
    // A client route: `/` itself is made per request with the feed inside (its own endpoint in feed.ts).
    path: '/sign-in',
    headers: { 'accept-encoding': 'gzip' },
    fastify: (_database, context) => {
      // The page the platform sends for /sign-in: its route's page (apps/web/bundling/routePages.ts).
      const pages = JSON.parse(readFileSync(join(context.webDist, routePagesFile), 'utf8')) as RoutePage[]
      const page = pages.find((candidate) => candidate.pattern === '/sign-in')?.page ?? 'index.html'
      const bytes = readFileSync(join(context.webDist, `${page}.gz`))
      return (_request, reply) => {
        reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').header('cache-control', 'no-cache')
        return bytes
      }
    },
  },
])
