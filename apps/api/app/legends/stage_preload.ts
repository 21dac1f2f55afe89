/*
 * Closes ended voting stages from the API's web process (adonisrc preloads, web only), once a
 * minute. Tests run the use case themselves under the test clock; `kobza legends close-stage`
 * runs the same. Safe with several API processes: each legend moves by a conditional UPDATE.
 */
import { repeatWhileServing } from '#core/jobs/repeat'
import logger from '@adonisjs/core/services/logger'
import { closeVotingStages } from '#legends/actions/close_stages'
import { stageIntervalMs } from '#legends/settings'

repeatWhileServing('legend stages', stageIntervalMs, async () => {
  const { reviewing, notSelected } = await closeVotingStages()
  if (reviewing.length + notSelected.length > 0)
    logger.info('legend stages closed: %d on review, %d not selected', reviewing.length, notSelected.length)
})
