/*
 * Transcoding of greeting videos: whatever the artist sent (WebM/VP8/Opus from the browser's
 * recorder, an MP4, a QuickTime file) is made into H.264 (libx264, yuv420p, at most 1280 px wide)
 * with AAC sound in an MP4 with fast start — what an iPhone plays — and a JPEG poster frame, by
 * the same durable job runner and record (`media_renditions`) as songs (#media/transcode): the
 * record is PROCESSING, then READY with `high_key` the MP4 and `poster_key` the poster, or FAILED
 * with a reason. A file ffmpeg cannot decode is FAILED at once; other errors are retried, and
 * FAILED after the last try. Until READY (and when FAILED) the file as sent is served.
 */
import { join } from 'node:path'
import logger from '@adonisjs/core/services/logger'
import { greetingMessages } from '@kobza/contract'
import ffmpegConfig from '#config/ffmpeg'
import type { JobContext } from '#core/jobs/jobs'
import { putMediaFromFile, videoRenditionKeysOf } from '#media/storage'
import {
  MAX_SONG_SECONDS,
  registerTranscodeJob,
  runTranscodeAttempt,
  spawnTranscoder,
  startTranscoding,
  Unprocessable,
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
    const child = spawnTranscoder(ffmpeg, args, ['ignore', 'pipe', 'pipe'])
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

/** The job: one video's MP4 and poster, or FAILED with a reason. */
export function transcodeVideo(payload: TranscodePayload, job: Pick<JobContext, 'attempt'>): Promise<void> {
  const keys = videoRenditionKeysOf(payload.key)
  return runTranscodeAttempt(payload, job, {
    gaveUp: greetingMessages.videoProcessingGaveUp,
    scratch: 'kobza-video-',
    outputs: [keys.mp4, keys.poster],
    async run(input, folder, progress) {
      if (payload.estimatedSeconds > MAX_SONG_SECONDS) throw new Unprocessable(greetingMessages.videoUndecodable)
      const outputs = { mp4: join(folder, 'video.mp4'), poster: join(folder, 'poster.jpg') }
      await runFfmpeg(ffmpegConfig.choice.path!, videoArguments(input, outputs, payload.estimatedSeconds), progress)
      await putMediaFromFile(keys.mp4, outputs.mp4, 'video/mp4')
      await putMediaFromFile(keys.poster, outputs.poster, 'image/jpeg')
      return { high_key: keys.mp4, poster_key: keys.poster }
    },
  })
}

registerTranscodeJob(VIDEO_TRANSCODE_JOB, transcodeVideo)
