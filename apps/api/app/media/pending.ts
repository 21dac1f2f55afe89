import { hostname } from 'node:os'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clock } from '#core/clock'
import { deleteMedia } from '#media/storage'

/*
 * Files and rows cannot share a transaction, so a file is journalled before it is written and
 * settled by the transaction that stores the rows naming it. Whatever is still journalled was
 * written by a process that died (or failed to clean up) between the two: it is deleted.
 */

const TABLE = 'pending_media'
const SWEEP_BATCH = 500
/** A file still unsettled after this long belongs to a request that is not coming back. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000

const thisHost = hostname()
const thisOwner = `${thisHost}:${process.pid}`

export interface MediaWrite {
  key: string
  write: () => Promise<void>
}

function processIsGone(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** Journalled by a process on this host that no longer runs. */
function ownerIsGone(owner: string): boolean {
  const separator = owner.lastIndexOf(':')
  if (owner.slice(0, separator) !== thisHost) return false
  const pid = Number(owner.slice(separator + 1))
  return Number.isInteger(pid) && pid > 0 && processIsGone(pid)
}

/** Journals keys before their files are written: a crash from here on leaves a row the sweep finds. */
async function journal(keys: string[]): Promise<void> {
  if (keys.length > 0)
    await db.table(TABLE).multiInsert(keys.map((key) => ({ key, owner: thisOwner, staged_at: clock.millis() })))
}

/** The rows naming the files are stored: the files stay. */
async function settle(keys: string[], client: QueryClientContract = db.connection()): Promise<void> {
  if (keys.length > 0) await client.from(TABLE).whereIn('key', keys).delete()
}

/** The rows were not stored: the files and their journal entries go. */
async function discard(keys: string[]): Promise<void> {
  await deleteMedia(keys)
  await db
    .from(TABLE)
    .whereIn('key', keys)
    .delete()
    .catch(() => undefined)
}

/**
 * Writes the files, then runs `work` in a transaction that also settles them: afterwards the
 * files and the rows are there together, or neither is — also when the process is killed in
 * between, once the next start has swept the journal.
 */
export async function storeMediaWith<T>(
  files: MediaWrite[],
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  const keys = files.map((file) => file.key)
  await journal(keys)
  try {
    for (const file of files) await file.write()
    return await db.transaction(async (trx) => {
      const result = await work(trx)
      await settle(keys, trx)
      return result
    })
  } catch (error) {
    await discard(keys)
    throw error
  }
}

/** Writes one file under the journal of `journalledWrites`; answers its key. */
export type JournalledWrite = (file: MediaWrite) => Promise<string>

/**
 * For a use case that keeps its own transaction: each `write` journals its key before the
 * file lands; when `use` answers, the files are settled, when it throws they are deleted. A
 * process killed after the use case committed but before the settle leaves entries whose
 * files the rows name: the sweep keeps those (see `referencedKeys`).
 */
export async function journalledWrites<T>(use: (write: JournalledWrite) => Promise<T>): Promise<T> {
  const keys: string[] = []
  const write: JournalledWrite = async (file) => {
    await journal([file.key])
    keys.push(file.key)
    await file.write()
    return file.key
  }
  let result: T
  try {
    result = await use(write)
  } catch (error) {
    await discard(keys)
    throw error
  }
  await settle(keys)
  return result
}

/**
 * Every column that names a stored file, by table: a new one belongs here, or the sweep could
 * take the file of a row whose use case committed just before its process died.
 */
export const MEDIA_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  post_contents: ['media_key', 'thumbnail_key'],
  profiles: ['avatar_key', 'cover_key', 'cover_thumbnail_key'],
  songs: ['media_key'],
  playlists: ['cover_key', 'cover_thumbnail_key'],
  events: ['cover_key', 'cover_thumbnail_key'],
  auctions: ['cover_key'],
  greeting_orders: ['video_key'],
  chat_messages: ['body'],
  legends: ['cover_key', 'cover_thumbnail_key', 'song_key'],
  // A transcoding record names its song's (or greeting video's) original and the renditions made
  // of it (app/media/transcode.ts, app/media/video_transcode.ts).
  media_renditions: ['original_key', 'high_key', 'low_key', 'poster_key'],
}

/** The stored file a thumbnail belongs to may be what a row names (an avatar keeps no thumbnail key). */
function namesOf(key: string): string[] {
  const thumb = /^(.*)-thumb\.[a-z0-9]+$/.exec(key)
  if (thumb) return [key, ...['png', 'jpg', 'webp'].map((extension) => `${thumb[1]}.${extension}`)]
  // A song's rendition (app/media/transcode.ts) belongs to the song's original.
  const rendition = /^(.*)-(high|low)\.m4a$/.exec(key)
  if (rendition) return [key, ...['mp3', 'wav'].map((extension) => `${rendition[1]}.${extension}`)]
  // A greeting video's MP4 and poster (app/media/video_transcode.ts) belong to the video as sent.
  const video = /^(.*)-(high\.mp4|poster\.jpg)$/.exec(key)
  if (video) return [key, ...['mp4', 'webm', 'mov'].map((extension) => `${video[1]}.${extension}`)]
  return [key]
}

/** The keys among `keys` that a stored row names, itself or as the original of a thumbnail. */
async function referencedKeys(keys: string[]): Promise<Set<string>> {
  const keysNamed = new Map<string, string[]>()
  for (const key of keys) for (const name of namesOf(key)) keysNamed.set(name, [...(keysNamed.get(name) ?? []), key])
  const referenced = new Set<string>()
  for (const [table, columns] of Object.entries(MEDIA_COLUMNS)) {
    for (const column of columns) {
      const rows: Record<string, string>[] = await db
        .from(table)
        .whereIn(column, [...keysNamed.keys()])
        .select(column)
      for (const row of rows) for (const key of keysNamed.get(row[column]!) ?? []) referenced.add(key)
    }
  }
  return referenced
}

/**
 * Deletes the files of journal entries whose writer is gone: a dead process on this host, or
 * any writer after ABANDONED_AFTER_MS — unless a stored row names them (their use case
 * committed, the settle did not). Answers the keys it removed.
 */
export async function sweepAbandonedMedia(): Promise<string[]> {
  const removed: string[] = []
  const cutoff = clock.millis() - ABANDONED_AFTER_MS
  let afterKey = ''
  for (;;) {
    const rows: { key: string; owner: string; staged_at: number | string }[] = await db
      .from(TABLE)
      .where('key', '>', afterKey)
      .orderBy('key')
      .limit(SWEEP_BATCH)
    const last = rows.at(-1)
    if (!last) break
    afterKey = last.key
    const gone = rows.filter((row) => Number(row.staged_at) < cutoff || ownerIsGone(row.owner)).map((row) => row.key)
    if (gone.length === 0) continue
    const referenced = await referencedKeys(gone)
    const abandoned = gone.filter((key) => !referenced.has(key))
    await deleteMedia(abandoned)
    await db.from(TABLE).whereIn('key', gone).delete()
    removed.push(...abandoned)
  }
  return removed
}
