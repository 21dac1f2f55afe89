import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor, processDefaults } from './ignite.js'

processDefaults('3333')

/** Milliseconds from an env variable (read before the app's env is loaded: the server is made first). */
function millis(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/*
 * Bounds on slow clients (slowloris): headers must arrive within HTTP_HEADERS_TIMEOUT, a whole
 * request (body included) within HTTP_REQUEST_TIMEOUT, or the socket is closed. The request
 * bound is generous because a 200 MB song may come over a slow line; the hostile suite shortens
 * both to prove they hold. (No idle timeout: event streams stay open between their pings.)
 */
const headersTimeout = millis('HTTP_HEADERS_TIMEOUT', 20_000)
const requestTimeout = millis('HTTP_REQUEST_TIMEOUT', 600_000)

createIgnitor()
  .httpServer()
  .start((handler) => {
    return createServer(
      // Node checks the two deadlines on this interval; a second keeps them close to exact.
      { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
      handler
    )
  })
  .catch(async (error) => {
    process.exitCode = 1
    await prettyPrintError(error)
    // A refused start (a preload's check) may leave timers and pools open: do not linger half-started.
    process.exit(1)
  })
