/*
 * Sweeps the media journal (app/media/pending.ts) before the API takes requests, so files a
 * killed process left half-stored are gone by the time anyone can ask for them, then every
 * ten minutes for writers on other hosts. Web process only (adonisrc preloads).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { repeatWhileServing } from '#core/jobs/repeat'
import { sweepAbandonedMedia } from '#media/pending'
import { sweepResumableUploads } from '#media/resumable'

const SWEEP_INTERVAL_MS = 10 * 60 * 1000

async function sweep() {
  const removed = await sweepAbandonedMedia()
  if (removed.length > 0) logger.info('media left by an interrupted write removed: %s', removed.join(', '))
  const uploads = await sweepResumableUploads()
  if (uploads > 0) logger.info('expired or abandoned resumable uploads removed: %d', uploads)
}

if (!app.inTest) await sweep().catch((error) => logger.warn({ err: error }, 'media journal sweep: %s', error.message))
repeatWhileServing('media journal sweep', SWEEP_INTERVAL_MS, sweep)
