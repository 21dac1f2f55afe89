import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { mediaDiskName, s3Settings } from '#config/drive'
import { dataPath } from '#core/paths'
import { pictureShapes, pictureWidths, type PictureShape } from '@kobza/contract'
import { extensionOf, type MediaType } from '#media/media_types'

/**
 * Who may fetch a file: `public` files are served to anyone and cached for long; `private`
 * ones (premium posts' media) only through a short-lived signed URL. The visibility is the
 * first segment of the key, so serving a file needs no database lookup.
 */
export type MediaVisibility = 'public' | 'private'

/** `<shape><width>` of a picture rendition's key, for the contract's shapes and widths. */
export const pictureRenditionSuffix = `(${Object.keys(pictureShapes).join('|')})(${pictureWidths.join('|')})`

const KEY_PATTERN = new RegExp(
  `^(public|private)/\\d{4}/\\d{2}/[0-9a-f-]{36}(-thumb|-high|-low|-poster|-${pictureRenditionSuffix})?\\.(png|jpg|webp|mp3|wav|m4a|mp4|webm|mov)$`
)

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

export function visibilityOfKey(key: string): MediaVisibility {
  return key.startsWith('private/') ? 'private' : 'public'
}

/** A fresh key; the thumbnail of a file shares its name with `-thumb`. */
export function newMediaKey(visibility: MediaVisibility, type: MediaType, at = new Date()): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0')
  return `${visibility}/${at.getUTCFullYear()}/${month}/${randomUUID()}.${extensionOf[type]}`
}

export function thumbnailKeyOf(key: string, type: MediaType = 'image/webp'): string {
  return key.replace(/\.[a-z0-9]+$/, `-thumb.${extensionOf[type]}`)
}

/**
 * The renditions transcoding makes of a song (app/media/transcode.ts), named after its original:
 * they share its visibility (a premium post's song stays private, served by signed URL only) and
 * go wherever it goes (`deleteMedia`).
 */
export function renditionKeysOf(originalKey: string): { high: string; low: string } {
  const base = originalKey.replace(/\.[a-z0-9]+$/, '')
  return { high: `${base}-high.m4a`, low: `${base}-low.m4a` }
}

/**
 * The MP4 and poster transcoding makes of a greeting video (app/media/video_transcode.ts), named
 * after its original like a song's renditions, and deleted with it.
 */
export function videoRenditionKeysOf(originalKey: string): { mp4: string; poster: string } {
  const base = originalKey.replace(/\.[a-z0-9]+$/, '')
  return { mp4: `${base}-high.mp4`, poster: `${base}-poster.jpg` }
}

const isSongKey = (key: string) => /\.(mp3|wav)$/.test(key)
const isVideoKey = (key: string) => /^(public|private)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(mp4|webm|mov)$/.test(key)

/** An uploaded picture (not a thumbnail or a rendition): `<uuid>.png|jpg|webp`. */
const isPictureKey = (key: string) => /[0-9a-f-]{36}\.(png|jpg|webp)$/.test(key)

/**
 * Every rendition a picture may have (#media/picture_renditions makes each on its first
 * request), named after its original as the contract's pictureRenditionUrl names them.
 */
export function pictureRenditionKeysOf(originalKey: string): string[] {
  const base = originalKey.replace(/\.[a-z0-9]+$/, '')
  return (Object.keys(pictureShapes) as PictureShape[]).flatMap((shape) =>
    pictureWidths.map((width) => `${base}-${shape}${width}.webp`)
  )
}

/** The configured disk: `fs` under DATA_DIR/media, or `s3`. */
export function mediaDisk() {
  return drive.use()
}

export function usesLocalDisk(): boolean {
  return mediaDiskName === 'fs'
}

export async function putMedia(key: string, contents: Uint8Array, contentType: MediaType): Promise<void> {
  await mediaDisk().put(key, contents, { contentType })
}

export async function putMediaFromFile(key: string, path: string, contentType: MediaType): Promise<void> {
  await mediaDisk().copyFromFs(path, key, { contentType })
}

/** Deletes every key; a file already gone is not an error (a retried cleanup). */
export async function deleteMedia(keys: Iterable<string>): Promise<void> {
  const disk = mediaDisk()
  const originals = [...keys]
  // A song's (or a video's) renditions go with it, and so does its transcoding record, as a
  // picture's renditions go with it: every door that deletes one (its owner, a moderator, a
  // rolled-back upload, the sweep) comes here.
  const songs = originals.filter(isSongKey)
  const videos = originals.filter(isVideoKey)
  const all = [
    ...originals,
    ...songs.flatMap((key) => Object.values(renditionKeysOf(key))),
    ...videos.flatMap((key) => Object.values(videoRenditionKeysOf(key))),
    ...originals.filter(isPictureKey).flatMap(pictureRenditionKeysOf),
  ]
  for (const key of all) localFiles.delete(key)
  await Promise.all(all.map((key) => disk.delete(key).catch(() => undefined)))
  const transcoded = [...songs, ...videos]
  if (transcoded.length > 0) await db.from('media_renditions').whereIn('original_key', transcoded).delete()
}

export async function mediaExists(key: string): Promise<boolean> {
  return mediaDisk().exists(key)
}

/**
 * Files found on the local disk, by key. A key never changes content (a new upload gets a new
 * key), so a player's range requests — a seek is one each — need no stat of their own: the media
 * route answers them from here (bench/results/music.md, seek at 32 connections). `deleteMedia`
 * forgets a key; one deleted by another process is seen within `LOCAL_FILE_TTL_MS`, and a read
 * of a file gone meanwhile ends that answer, as it would have mid-stream.
 */
const localFiles = new Map<string, { path: string; size: number; seenAt: number }>()
const LOCAL_FILES_REMEMBERED = 10_000
const LOCAL_FILE_TTL_MS = 30_000

/** The local file behind a key (fs disk only): the media route streams ranges from it. */
export async function localMediaFile(key: string): Promise<{ path: string; size: number } | null> {
  // Monotonic: a cache's age, not a time anyone reads.
  const now = performance.now()
  const known = localFiles.get(key)
  if (known && now - known.seenAt < LOCAL_FILE_TTL_MS) return known
  const path = join(dataPath('media'), key)
  try {
    const info = await stat(path)
    if (!info.isFile()) return null
    if (localFiles.size >= LOCAL_FILES_REMEMBERED) localFiles.clear()
    const file = { path, size: info.size, seenAt: now }
    localFiles.set(key, file)
    return file
  } catch {
    localFiles.delete(key)
    return null
  }
}

export function readLocalRange(path: string, start: number, end: number) {
  return createReadStream(path, { start, end })
}

/** A URL of the bucket itself (S3), signed for `expiresIn` seconds. */
export async function bucketSignedUrl(key: string, expiresIn: number): Promise<string> {
  return mediaDisk().getSignedUrl(key, { expiresIn })
}

/** Where media are stored, as configured (no credentials). */
export function mediaStoreSetting(): string {
  if (usesLocalDisk()) return `local disk ${dataPath('media')}`
  return `S3 bucket ${s3Settings.bucket}${s3Settings.endpoint ? ` at ${s3Settings.endpoint}` : ` (${s3Settings.region})`}`
}

/**
 * Writes a probe object, reads it back and deletes it: the store is reachable, the credentials
 * hold and the bucket takes writes (a reachable bucket that refuses writes would only show at
 * the first upload). Throws the store's own error otherwise.
 */
export async function probeMediaStore(): Promise<void> {
  const disk = mediaDisk()
  const key = `probes/${randomBytes(8).toString('hex')}.txt`
  await disk.put(key, 'kobza probe', { contentType: 'text/plain' })
  try {
    if ((await disk.get(key)) !== 'kobza probe') throw new Error('the probe object read back differently')
  } finally {
    await disk.delete(key)
  }
}
