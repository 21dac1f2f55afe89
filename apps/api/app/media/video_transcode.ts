/*
 * Transcoding of greeting videos: whatever the artist sent (WebM/VP8/Opus from the browser's
 * recorder, an MP4, a QuickTime file) is made into H.264 (libx264, yuv420p, at most 1280 px wide)
 * with AAC sound in an MP4 with fast start — what an iPhone plays — and a JPEG poster frame, by
 * the same durable job runner and record (`media_renditions`) as songs (#media/transcode): the
 * record is PROCESSING, then READY with `high_key` the MP4 and `poster_key` the poster, or FAILED
 * with a reason. A file ffmpeg cannot decode is FAILED at once; other errors are retried, and
 * FAILED after the last try. Until READY (and when FAILED) the file as sent is served.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { greetingMessages } from '@kobza/contract'
import ffmpegConfig from '#config/ffmpeg'
import { registerJob, type JobContext } from '#core/jobs/jobs'
import { deleteMedia, putMediaFromFile, videoRenditionKeysOf } from '#media/storage'
import {
  fail,
  localCopy,
  MAX_SONG_SECONDS,
  startTranscoding,
  Unprocessable,
  update,
  type RenditionRow,
  type TranscodePayload,
} from '#media/transcode'

export const VIDEO_TRANSCODE_JOB = 'media.transcode-video'

/** Records a stored video as PROCESSING and enqueues its transcoding (nothing without ffmpeg). */
export function startVideoTranscoding(key: string, estimatedSeconds: number): Promise<void> {
  return startTranscoding(key, estimatedSeconds, VIDEO_TRANSCODE_JOB)
}

/** ffmpeg's arguments: the MP4 (H.264/AAC, fast start) and a poster frame from near the start. */
export function videoArguments(input: string, outputs: { mp4: string; poster: string }, estimatedSeconds: number) {
  const posterAt = Math.max(0, Math.min(1, estimatedSeconds / 2)).toFixed(2)
  return [
    ['-hide_banner', '-nostdin', '-nostats', '-y', '-i', input],
    ['-map', '0:v:0', '-map', '0:a:0?', '-threads', '1'],
    ['-vf', "scale='trunc(min(1280,iw)/2)*2':-2", '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26'],
    ['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-level', '4.0'],
    ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', outputs.mp4],
    ['-map', '0:v:0', '-ss', posterAt, '-frames:v', '1', '-q:v', '4', outputs.poster],
    ['-progress', 'pipe:1'],
  ].flat()
}

function runFfmpeg(ffmpeg: string, args: string[], onProgress: (seconds: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      if (child.pid) setPriority(child.pid, 10)
    } catch {
      // Not permitted here: the job runner's bounded concurrency still holds it back.
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      const time = /out_time_us=(\d+)/.exec(chunk.toString('utf8'))
      if (time) onProgress(Number(time[1]) / 1e6)
    })
    let log = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-8_192)
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      logger.warn({ code, signal, log: log.slice(-2000) }, 'ffmpeg failed on a video')
      if (signal) return reject(new Error(`ffmpeg was stopped by ${signal}`))
      const last = log.trim().split('\n').at(-1) ?? ''
      reject(new Unprocessable(`${greetingMessages.videoUndecodable} (${last.slice(0, 120)})`))
    })
  })
}

/** The job: one video's MP4 and poster, or FAILED with a reason. Idempotent (same keys). */
export async function transcodeVideo(payload: TranscodePayload, job: Pick<JobContext, 'attempt'>): Promise<void> {
  const { key } = payload
  const row: RenditionRow | undefined = await db.from('media_renditions').where('original_key', key).first()
  if (!row || row.status !== 'PROCESSING') return
  if (job.attempt > ffmpegConfig.maxAttempts) {
    await fail(key, greetingMessages.videoProcessingGaveUp)
    return
  }
  const ffmpeg = ffmpegConfig.choice.path
  if (!ffmpeg) {
    await update(key, { status: 'READY', progress: null })
    return
  }
  const folder = await mkdtemp(join(tmpdir(), 'kobza-video-'))
  const keys = videoRenditionKeysOf(key)
  try {
    const input = await localCopy(key, folder)
    if (!input) {
      await deleteMedia([key])
      return
    }
    if (payload.estimatedSeconds > MAX_SONG_SECONDS) throw new Unprocessable(greetingMessages.videoUndecodable)
    const outputs = { mp4: join(folder, 'video.mp4'), poster: join(folder, 'poster.jpg') }
    let reported = 0
    let writing: Promise<unknown> = Promise.resolve()
    await runFfmpeg(ffmpeg, videoArguments(input, outputs, payload.estimatedSeconds), (seconds) => {
      const percent = Math.min(99, Math.floor((seconds / Math.max(1, payload.estimatedSeconds)) * 100))
      if (percent < reported + 5) return
      reported = percent
      writing = writing.then(() => update(key, { progress: percent })).catch(() => undefined)
    })
    await writing
    await putMediaFromFile(keys.mp4, outputs.mp4, 'video/mp4')
    await putMediaFromFile(keys.poster, outputs.poster, 'image/jpeg')
    const stored = await update(key, {
      status: 'READY',
      status_reason: null,
      progress: null,
      high_key: keys.mp4,
      poster_key: keys.poster,
    })
    // The order's video was deleted while ffmpeg ran: what was just written belongs to nothing.
    if (stored === 0) await deleteMedia([keys.mp4, keys.poster])
  } catch (error) {
    if (error instanceof Unprocessable) {
      await deleteMedia([keys.mp4, keys.poster]).catch(() => undefined)
      await fail(key, error.message)
      return
    }
    if (job.attempt >= ffmpegConfig.maxAttempts) await fail(key, greetingMessages.videoProcessingGaveUp)
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

registerJob<TranscodePayload>(VIDEO_TRANSCODE_JOB, transcodeVideo, {
  // One more claim than the tries: see `transcodeSong` (#media/transcode).
  maxAttempts: ffmpegConfig.maxAttempts + 1,
  backoffMs: 5_000,
  concurrency: ffmpegConfig.concurrency,
})
