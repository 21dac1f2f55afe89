/*
 * Closes ended voting stages from the API's web process (adonisrc preloads, web only), once a
 * minute. Tests run the use case themselves under the test clock; `kobza legends close-stage`
 * runs the same. Safe with several API processes: each legend moves by a conditional UPDATE.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { closeVotingStages } from '#legends/actions/close_stages'
import { stageIntervalMs } from '#legends/settings'

if (!app.inTest) {
  app.ready(() => {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      closeVotingStages()
        .then(({ reviewing, notSelected }) => {
          if (reviewing.length + notSelected.length > 0)
            logger.info('legend stages closed: %d on review, %d not selected', reviewing.length, notSelected.length)
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'legend stages: %s', (error as Error).message))
        .finally(() => {
          running = false
        })
    }, stageIntervalMs)
    timer.unref()
    app.terminating(() => clearInterval(timer))
  })
}
