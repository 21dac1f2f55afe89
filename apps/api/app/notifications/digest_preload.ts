/*
 * Queues the daily e-mail digests from the API's web process (adonisrc preloads, web only),
 * every quarter of an hour: the first round after midnight UTC sends yesterday's. Safe with
 * several API processes: each person's day is claimed by a conditional UPDATE.
 */
import logger from '@adonisjs/core/services/logger'
import { repeatWhileServing } from '#core/jobs/repeat'
import { sendDigests } from '#notifications/actions/send_digests'

const DIGEST_INTERVAL_MS = 15 * 60_000

repeatWhileServing('notification digests', DIGEST_INTERVAL_MS, async () => {
  const queued = await sendDigests()
  if (queued > 0) logger.info('notification digests queued: %d', queued)
})
