/* What the operator CLI does with media; collected by start/operator.ts. */
import type { DemoContext, DemoResult, DemoSeeder } from '#core/console_app'
import { drainJobs, queueStats } from '#core/jobs/jobs'
import { TRANSCODE_JOB } from '#media/transcode'

/**
 * The demo's songs, queued by the seeders before this one, are transcoded before `kobza seed demo`
 * ends — by the same job a server's worker runs — so the first page a person opens (and the first
 * e2e test) finds them READY, with renditions and waveforms, instead of hidden while processing.
 */
async function transcodeDemoSongs(context: DemoContext): Promise<DemoResult> {
  const { queued } = await queueStats(TRANSCODE_JOB)
  context.progress('songs transcoded', 0, queued)
  const ran = await drainJobs({ names: [TRANSCODE_JOB] })
  context.progress('songs transcoded', ran, queued)
  return { created: ran, total: ran }
}

export const demo: DemoSeeder = { domain: 'media', run: transcodeDemoSongs }
