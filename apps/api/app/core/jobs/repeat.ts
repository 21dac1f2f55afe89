import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

/**
 * Runs `work` every `intervalMs` in the API's web process once it is ready (a preload), never
 * twice at once, until the app terminates; a failure is logged as `what` and the next round
 * comes as usual. Tests run the use cases themselves under the test clock: nothing repeats there.
 */
export function repeatWhileServing(what: string, intervalMs: number, work: () => Promise<void>): void {
  if (app.inTest) return
  app.ready(() => {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      work()
        .catch((error: unknown) => logger.warn({ err: error }, '%s: %s', what, (error as Error).message))
        .finally(() => {
          running = false
        })
    }, intervalMs)
    timer.unref()
    app.terminating(() => clearInterval(timer))
  })
}
