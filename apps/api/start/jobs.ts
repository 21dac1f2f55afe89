/*
 * Each domain registers its own background jobs (registerJob, #core/jobs/jobs); this file only
 * collects them, as start/routes.ts collects routes. The worker (#core/jobs/worker_preload) and
 * the tests' drainJobs() run what is registered here. A new kind of job adds one line below.
 */
import '#core/mail/outbox'
import '#feed/new_post_job'
import '#media/transcode'
import '#media/video_transcode'
import '#notifications/web_push'
