/* What the operator CLI does with media; collected by start/operator.ts. */
import type { DemoContext, DemoResult, DemoSeeder } from '#core/console_app'
import { drainJobs, queueStats } from '#core/jobs/jobs'
import { TRANSCODE_JOB } from '#media/transcode'
import { VIDEO_TRANSCODE_JOB } from '#media/video_transcode'

/**
 * The demo's songs and greeting videos, queued by the seeders before this one, are transcoded
 * before `kobza seed demo` ends — by the same jobs a server's worker runs — so the first page a
 * person opens (and the first e2e test) finds them READY, with renditions, waveforms and posters,
 * instead of hidden (or not playable on an iPhone) while processing.
 */
async function transcodeDemoMedia(context: DemoContext): Promise<DemoResult> {
  const names = [TRANSCODE_JOB, VIDEO_TRANSCODE_JOB]
  const counts = await Promise.all(names.map((name) => queueStats(name)))
  const queued = counts.reduce((sum, { queued: each }) => sum + each, 0)
  context.progress('media transcoded', 0, queued)
  const ran = await drainJobs({ names })
  context.progress('media transcoded', ran, queued)
  return { created: ran, total: ran }
}

export const demo: DemoSeeder = { domain: 'media', run: transcodeDemoMedia }
