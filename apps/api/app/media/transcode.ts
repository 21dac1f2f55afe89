/*
 * Transcoding of uploaded songs (catalogue songs, post songs, legend songs): after the upload
 * is stored, a durable job (#core/jobs/jobs, so it survives a restart and is retried with a
 * bound) runs ffmpeg once over the original to make
 *   - the high rendition, AAC-LC 256 kbps in MP4 with fast start,
 *   - the low rendition, AAC-LC 64 kbps, for slow networks and data saver,
 *   - the EBU R128 integrated loudness and true peak (ebur128, peak=true),
 *   - about 1,000 waveform peaks and the duration, from the decoded samples (8 kHz mono PCM),
 * and writes them to `media_renditions`, one row per original key. Progress (0–100) is stored
 * while ffmpeg runs. A file ffmpeg cannot decode, or an empty or over-long song, ends FAILED with
 * a reason the artist reads; any other error is retried, and FAILED after the last try.
 *
 * Rows stored before this existed (or stored with no ffmpeg on the machine) have no record: they
 * are READY and stream their original (see `songMediaOf`).
 */
import { spawn, type StdioOptions } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import { messages, waveformPoints, type SongMedia } from '@kobza/contract'
import ffmpegConfig from '#config/ffmpeg'
import { clock } from '#core/clock'
import { enqueue, registerJob, type JobContext } from '#core/jobs/jobs'
import { MEDIA_ROUTE, mediaUrl, signPath } from '#media/signed_urls'
import {
  deleteMedia,
  localMediaFile,
  mediaDisk,
  putMediaFromFile,
  renditionKeysOf,
  usesLocalDisk,
} from '#media/storage'

export const TRANSCODE_JOB = 'media.transcode'
const TABLE = 'media_renditions'

/** Songs longer than this are refused (FAILED): the spec's songs are pieces of music, not mixes. */
export const MAX_SONG_SECONDS = 3600
const PCM_RATE = 8000
/** Peaks are first kept per 10 ms window, then folded into `waveformPoints` buckets. */
const WINDOW = PCM_RATE / 100

/** The song's length is written back where its rows keep it (the client's figure never stands). */
const LENGTH_COLUMNS: ReadonlyArray<{ table: string; key: string; length: string }> = [
  { table: 'songs', key: 'media_key', length: 'length_seconds' },
  { table: 'post_contents', key: 'media_key', length: 'length_seconds' },
  { table: 'legends', key: 'song_key', length: 'song_length' },
]

export interface TranscodePayload {
  key: string
  /** Seconds as probed at upload: progress is measured against it. */
  estimatedSeconds: number
}

/** A failure trying again will not mend: the song is FAILED at once, with this reason. */
export class Unprocessable extends Error {}

export interface RenditionRow {
  original_key: string
  status: SongMedia['status']
  status_reason: string | null
  progress: number | string | null
  duration_seconds: number | string | null
  waveform: string | null
  integrated_lufs: number | string | null
  true_peak_db: number | string | null
  high_key: string | null
  low_key: string | null
  /** A greeting video's poster frame (app/media/video_transcode.ts); songs have none. */
  poster_key?: string | null
}

/** Whether uploads are transcoded on this machine (no ffmpeg: songs are served as uploaded). */
export function transcodingEnabled(): boolean {
  return ffmpegConfig.choice.path !== null
}

/**
 * Records a stored song as PROCESSING and enqueues its transcoding, together. Nothing when
 * ffmpeg is missing: the song is READY as uploaded. A use case that then refuses deletes the
 * file through `deleteMedia`, which takes the record with it; the job finds none and stops.
 */
export async function startTranscoding(
  key: string,
  estimatedSeconds: number,
  job = TRANSCODE_JOB,
  within?: TransactionClientContract
): Promise<void> {
  if (!transcodingEnabled()) return
  const now = clock.millis()
  const queue = async (trx: TransactionClientContract) => {
    await trx
      .table(TABLE)
      .insert({ original_key: key, status: 'PROCESSING', progress: 0, created_at: now, updated_at: now })
    await enqueue(job, { key, estimatedSeconds } satisfies TranscodePayload, { trx })
  }
  // In the caller's transaction when it has one: the row naming the song and its job commit together.
  await (within ? queue(within) : db.transaction(queue))
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value))

/** A song's media as the contract sends it; `row` undefined is a song stored before transcoding. */
export function presentSongMedia(originalKey: string, row: RenditionRow | undefined, sign = mediaUrl): SongMedia {
  if (!row) {
    // Stored before transcoding existed, or with no ffmpeg: READY, streamed as uploaded.
    const original = sign(originalKey)
    return {
      status: 'READY',
      statusReason: null,
      processingProgress: null,
      durationSeconds: null,
      waveform: null,
      loudness: null,
      renditions: { high: original, low: original },
    }
  }
  const lufs = numberOrNull(row.integrated_lufs)
  const peak = numberOrNull(row.true_peak_db)
  return {
    status: row.status,
    statusReason: row.status === 'FAILED' ? (row.status_reason ?? messages.songProcessingFailed) : null,
    processingProgress: row.status === 'PROCESSING' ? Math.min(100, Math.max(0, Number(row.progress ?? 0))) : null,
    durationSeconds: numberOrNull(row.duration_seconds),
    waveform: row.waveform ? (JSON.parse(row.waveform) as number[]) : null,
    loudness: lufs !== null && peak !== null ? { integratedLufs: lufs, truePeakDb: peak } : null,
    renditions:
      row.status === 'READY'
        ? {
            high: sign(row.high_key ?? originalKey),
            low: sign(row.low_key ?? row.high_key ?? originalKey),
          }
        : null,
  }
}

/**
 * The one URL a song's answer names for playing it (`songUrl`, `fileUrl`): once transcoded, the
 * high rendition — the original is kept private (the media route refuses it unsigned, see
 * `originalNeedsSignature`); a song stored before transcoding (or played as uploaded), its
 * original; a song still PROCESSING or FAILED, its original signed for a short while, which only
 * its artist is shown (fans are shown READY songs only). `media` undefined: not looked up, signed.
 */
export function songUrlOf(originalKey: string, media: SongMedia | undefined): string {
  return media?.renditions?.high ?? signPath(`${MEDIA_ROUTE}/${originalKey}`)
}

/** An uploaded song's own file (not a rendition): what transcoding keeps private once it has run. */
const SONG_ORIGINAL = /^public\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(mp3|wav)$/

/**
 * Answers that cannot change while the file exists: a song with renditions keeps them, and a song
 * with no record was stored before transcoding (a new upload's record commits with the row that
 * names it, before its URL is handed to anyone). Bounded: the oldest half goes when full.
 */
const settledOriginals = new Map<string, boolean>()
const SETTLED_LIMIT = 20_000

/**
 * Whether the media route serves this public key only with a signature: a song original that has
 * been (or is being) transcoded. Fans play its renditions; the original goes to its artist by
 * signed URL (`songUrlOf`). Songs played as uploaded (no record; READY with no renditions because
 * ffmpeg went away) stay open. One indexed read per original, then none (`settledOriginals`).
 */
export async function originalNeedsSignature(key: string): Promise<boolean> {
  if (!SONG_ORIGINAL.test(key)) return false
  const settled = settledOriginals.get(key)
  if (settled !== undefined) return settled
  const row: Pick<RenditionRow, 'status' | 'high_key'> | null = await db
    .from(TABLE)
    .where('original_key', key)
    .select('status', 'high_key')
    .first()
  const needs = row !== null && !(row.status === 'READY' && row.high_key === null)
  if (row === null || (row.status === 'READY' && row.high_key !== null)) {
    if (settledOriginals.size >= SETTLED_LIMIT)
      for (const old of [...settledOriginals.keys()].slice(0, SETTLED_LIMIT / 2)) settledOriginals.delete(old)
    settledOriginals.set(key, needs)
  }
  return needs
}

const RENDITION_COLUMNS = [
  'original_key',
  'status',
  'status_reason',
  'progress',
  'duration_seconds',
  'waveform',
  'integrated_lufs',
  'true_peak_db',
  'high_key',
  'low_key',
] as const

/** The record's columns for a query that LEFT JOINs `media_renditions`, each under `prefix`. */
export function renditionColumnsAs(prefix: string): string[] {
  return RENDITION_COLUMNS.map((column) => `${TABLE}.${column} as ${prefix}${column}`)
}

/** The record read back from a joined row (`renditionColumnsAs`); undefined when there was none. */
export function renditionOf(row: Record<string, unknown>, prefix: string): RenditionRow | undefined {
  if (row[`${prefix}original_key`] === null || row[`${prefix}original_key`] === undefined) return undefined
  return Object.fromEntries(
    RENDITION_COLUMNS.map((column) => [column, row[`${prefix}${column}`]])
  ) as unknown as RenditionRow
}

/** The transcoding records of a page's songs, in one query; keys without one are absent. */
export async function renditionRowsOf(keys: Iterable<string | null | undefined>): Promise<Map<string, RenditionRow>> {
  const wanted = [...new Set([...keys].filter((key): key is string => !!key))]
  if (wanted.length === 0) return new Map()
  const rows: RenditionRow[] = await db.from(TABLE).whereIn('original_key', wanted)
  return new Map(rows.map((row) => [row.original_key, row]))
}

/**
 * Narrows a query of songs to those a fan may be shown: READY, or stored before transcoding
 * (no record). `column` is the query's column holding the original's key.
 */
export function onlyReadySongs<Query extends { whereNotExists(callback: (sub: SubQuery) => void): unknown }>(
  query: Query,
  column: string
): Query {
  query.whereNotExists((sub) =>
    sub.from(TABLE).whereColumn(`${TABLE}.original_key`, column).whereNot(`${TABLE}.status`, 'READY')
  )
  return query
}

interface SubQuery {
  from(table: string): SubQuery
  whereColumn(left: string, right: string): SubQuery
  whereNot(column: string, value: string): SubQuery
}

/** The media of a page's songs, one query: `keyOf` names each song's original. */
export async function songMediaOf<Row>(rows: Row[], keyOf: (row: Row) => string | null, sign = mediaUrl) {
  const records = await renditionRowsOf(rows.map(keyOf))
  return (row: Row): SongMedia | undefined => {
    const key = keyOf(row)
    return key ? presentSongMedia(key, records.get(key), sign) : undefined
  }
}

async function update(key: string, changes: Record<string, unknown>): Promise<number> {
  const result = await db
    .from(TABLE)
    .where('original_key', key)
    .update({ ...changes, updated_at: clock.millis() })
  return Array.isArray(result) ? result.length : Number(result)
}

async function fail(key: string, reason: string) {
  await update(key, { status: 'FAILED', status_reason: reason.slice(0, 300), progress: null })
}

/** A local path of the original: the file itself on the local disk, a temporary copy from S3. */
async function localCopy(key: string, folder: string): Promise<string | null> {
  if (usesLocalDisk()) return (await localMediaFile(key))?.path ?? null
  const disk = mediaDisk()
  if (!(await disk.exists(key))) return null
  const path = join(folder, 'original')
  await pipeline(await disk.getStream(key), createWriteStream(path))
  return path
}

interface Measured {
  durationSeconds: number
  waveform: number[]
  integratedLufs: number | null
  truePeakDb: number | null
}

/** Folds the per-window peaks into `points` buckets, each the loudest window it spans, in 0…1. */
export function foldPeaks(windows: ArrayLike<number>, points = waveformPoints): number[] {
  if (windows.length === 0) return []
  const count = Math.min(points, windows.length)
  const peaks: number[] = []
  for (let bucket = 0; bucket < count; bucket += 1) {
    const from = Math.floor((bucket * windows.length) / count)
    const to = Math.max(from + 1, Math.floor(((bucket + 1) * windows.length) / count))
    let peak = 0
    for (let index = from; index < to; index += 1) peak = Math.max(peak, windows[index]!)
    peaks.push(Math.round(Math.min(1, peak / 32768) * 1000) / 1000)
  }
  return peaks
}

/** Reads ebur128's summary from ffmpeg's log: integrated loudness (LUFS) and true peak (dBFS). */
export function parseLoudness(log: string): { integratedLufs: number | null; truePeakDb: number | null } {
  const summary = log.slice(log.lastIndexOf('Summary:'))
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]
  const finite = (value: string | undefined) => {
    const number = value === undefined ? Number.NaN : Number(value)
    return Number.isFinite(number) ? number : null
  }
  return { integratedLufs: finite(integrated), truePeakDb: finite(peak) }
}

/**
 * ffmpeg's niceness: the lowest priority there is, so a transcode takes only the CPU the API's
 * answers leave (the API at niceness 0 outweighs it about 68 to 1; with `-threads 1` it holds
 * at most one core). The job's own bounds (tries, lease) do not depend on its speed.
 */
export const TRANSCODE_NICENESS = 19

/** Starts ffmpeg for a transcoding job, below everything else on the machine. */
export function spawnTranscoder(ffmpeg: string, args: string[], stdio: StdioOptions) {
  const child = spawn(ffmpeg, args, { stdio })
  try {
    if (child.pid) setPriority(child.pid, TRANSCODE_NICENESS)
  } catch {
    // Not permitted here: -threads 1 and the bounded concurrency still hold it back.
  }
  return child
}

/** Runs ffmpeg once over the original: both renditions written, samples and loudness measured. */
function runFfmpeg(
  ffmpeg: string,
  input: string,
  outputs: { high: string; low: string },
  onProgress: (seconds: number) => void
): Promise<Measured> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-y',
    '-threads',
    '1',
    '-i',
    input,
    '-filter_complex',
    `[0:a:0]asplit=3[h][l][m];[m]ebur128=peak=true,aresample=${PCM_RATE},aformat=sample_fmts=s16:channel_layouts=mono[w]`,
    '-map',
    '[h]',
    '-c:a',
    'aac',
    '-b:a',
    '256k',
    '-movflags',
    '+faststart',
    outputs.high,
    '-map',
    '[l]',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-movflags',
    '+faststart',
    outputs.low,
    '-map',
    '[w]',
    '-f',
    's16le',
    'pipe:1',
    '-progress',
    'pipe:3',
  ]
  return new Promise((resolve, reject) => {
    const child = spawnTranscoder(ffmpeg, args, ['ignore', 'pipe', 'pipe', 'pipe'])
    const windows: number[] = []
    let samples = 0
    let windowPeak = 0
    let inWindow = 0
    let carry: Buffer | null = null
    child.stdout!.on('data', (chunk: Buffer) => {
      const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk
      const whole = data.length - (data.length % 2)
      carry = whole < data.length ? data.subarray(whole) : null
      for (let offset = 0; offset < whole; offset += 2) {
        const value = Math.abs(data.readInt16LE(offset))
        if (value > windowPeak) windowPeak = value
        inWindow += 1
        if (inWindow === WINDOW) {
          windows.push(windowPeak)
          windowPeak = 0
          inWindow = 0
        }
      }
      samples += whole / 2
    })
    let log = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      // The summary comes last: keeping the tail is enough.
      log = (log + chunk.toString('utf8')).slice(-16_384)
    })
    ;(child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      const time = /out_time_us=(\d+)/.exec(chunk.toString('utf8'))
      if (time) onProgress(Number(time[1]) / 1e6)
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (inWindow > 0) windows.push(windowPeak)
      if (code !== 0) {
        const last = log.trim().split('\n').at(-1) ?? ''
        logger.warn({ code, signal, input, log: log.slice(-2000) }, 'ffmpeg failed')
        if (signal) return reject(new Error(`ffmpeg was stopped by ${signal}`))
        return reject(new Unprocessable(`${messages.songUndecodable} (${last.slice(0, 120)})`))
      }
      resolve({ durationSeconds: samples / PCM_RATE, waveform: foldPeaks(windows), ...parseLoudness(log) })
    })
  })
}

/** What one kind of transcoding does inside the shared attempt (`runTranscodeAttempt`). */
export interface TranscodeWork {
  /** The reason written when the tries run out (a job killed mid-work, or an error each time). */
  gaveUp: string
  /** The scratch folder's name prefix in the system's temporary folder (each kind its own). */
  scratch: string
  /** The keys this work writes: deleted when it fails for good, or when the original went meanwhile. */
  outputs: string[]
  /**
   * Runs ffmpeg over `input` (a local copy of the original, inside `folder`), calling `progress`
   * with the seconds done, and stores the outputs; returns the record's changes for READY.
   * Throws `Unprocessable` for a file trying again will not mend.
   */
  run(input: string, folder: string, progress: (seconds: number) => void): Promise<Record<string, unknown>>
  /** After READY was written (not when the original was deleted meanwhile). */
  afterReady?: () => Promise<void>
}

/**
 * One try of a transcoding job, the same for songs and greeting videos: the record is read (a
 * deleted or finished one ends the job), the bounded tries are counted, the original copied to a
 * scratch folder, progress written in 5 % steps, and the result is READY, FAILED with a reason
 * (a file ffmpeg cannot decode: at once; anything else: after the last try) or an error the job
 * runner retries. Idempotent: every try writes the same keys.
 */
export async function runTranscodeAttempt(
  payload: TranscodePayload,
  job: Pick<JobContext, 'attempt'>,
  work: TranscodeWork
): Promise<void> {
  const { key } = payload
  const row: RenditionRow | undefined = await db.from(TABLE).where('original_key', key).first()
  // Deleted (or refused) since, or already finished by an earlier try.
  if (!row || row.status !== 'PROCESSING') return
  // The job runner's last claim is one past TRANSCODE_MAX_ATTEMPTS (`registerTranscodeJob`) so
  // that a try killed mid-work (its worker gone, the lease run out) still reaches here to say
  // FAILED instead of leaving the record PROCESSING for ever.
  if (job.attempt > ffmpegConfig.maxAttempts) {
    await fail(key, work.gaveUp)
    return
  }
  if (!ffmpegConfig.choice.path) {
    // ffmpeg went away since the upload: the file plays as uploaded rather than not at all.
    await update(key, { status: 'READY', progress: null })
    return
  }
  const folder = await mkdtemp(join(tmpdir(), work.scratch))
  try {
    const input = await localCopy(key, folder)
    if (!input) {
      await deleteMedia([key])
      return
    }
    let reported = 0
    let writing: Promise<unknown> = Promise.resolve()
    const ready = await work.run(input, folder, (seconds) => {
      const percent = Math.min(99, Math.floor((seconds / Math.max(1, payload.estimatedSeconds)) * 100))
      if (percent < reported + 5) return
      reported = percent
      writing = writing.then(() => update(key, { progress: percent })).catch(() => undefined)
    })
    await writing
    const stored = await update(key, { ...ready, status: 'READY', status_reason: null, progress: null })
    // The original was deleted while ffmpeg ran: what was just written belongs to nothing.
    if (stored === 0) {
      await deleteMedia(work.outputs)
      return
    }
    await work.afterReady?.()
  } catch (error) {
    if (error instanceof Unprocessable) {
      await deleteMedia(work.outputs).catch(() => undefined)
      await fail(key, error.message)
      return
    }
    // Retried by the job runner; the last try says FAILED itself.
    if (job.attempt >= ffmpegConfig.maxAttempts) await fail(key, work.gaveUp)
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Registers a transcoding job on the one job runner, with the tries and concurrency of config/ffmpeg. */
export function registerTranscodeJob(
  name: string,
  handler: (payload: TranscodePayload, job: Pick<JobContext, 'attempt'>) => Promise<void>
) {
  registerJob<TranscodePayload>(name, handler, {
    // One more claim than the tries: see `runTranscodeAttempt`.
    maxAttempts: ffmpegConfig.maxAttempts + 1,
    backoffMs: 5_000,
    concurrency: ffmpegConfig.concurrency,
  })
}

/** The job: one song's renditions and measures, or FAILED with a reason. */
export function transcodeSong(payload: TranscodePayload, job: Pick<JobContext, 'attempt'>): Promise<void> {
  const { key } = payload
  const keys = renditionKeysOf(key)
  let seconds = 0
  return runTranscodeAttempt(payload, job, {
    gaveUp: messages.songProcessingGaveUp,
    scratch: 'kobza-transcode-',
    outputs: [keys.high, keys.low],
    async run(input, folder, progress) {
      if (payload.estimatedSeconds > MAX_SONG_SECONDS) throw new Unprocessable(messages.songTooLong)
      const outputs = { high: join(folder, 'high.m4a'), low: join(folder, 'low.m4a') }
      const measured = await runFfmpeg(ffmpegConfig.choice.path!, input, outputs, progress)
      if (measured.durationSeconds < 0.05) throw new Unprocessable(messages.songEmpty)
      if (measured.durationSeconds > MAX_SONG_SECONDS) throw new Unprocessable(messages.songTooLong)
      await putMediaFromFile(keys.high, outputs.high, 'audio/mp4')
      await putMediaFromFile(keys.low, outputs.low, 'audio/mp4')
      seconds = Math.max(1, Math.round(measured.durationSeconds))
      return {
        duration_seconds: Math.round(measured.durationSeconds * 100) / 100,
        waveform: JSON.stringify(measured.waveform),
        integrated_lufs: measured.integratedLufs,
        true_peak_db: measured.truePeakDb,
        high_key: keys.high,
        low_key: keys.low,
      }
    },
    async afterReady() {
      for (const { table, key: column, length } of LENGTH_COLUMNS)
        await db
          .from(table)
          .where(column, key)
          .update({ [length]: seconds })
    },
  })
}

registerTranscodeJob(TRANSCODE_JOB, transcodeSong)
