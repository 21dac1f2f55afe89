import { hostname } from 'node:os'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
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
  if (keys.length > 0)
    await db.table(TABLE).multiInsert(keys.map((key) => ({ key, owner: thisOwner, staged_at: clock.millis() })))
  try {
    for (const file of files) await file.write()
    return await db.transaction(async (trx) => {
      const result = await work(trx)
      if (keys.length > 0) await trx.from(TABLE).whereIn('key', keys).delete()
      return result
    })
  } catch (error) {
    await deleteMedia(keys)
    await db
      .from(TABLE)
      .whereIn('key', keys)
      .delete()
      .catch(() => undefined)
    throw error
  }
}

/**
 * Deletes the files of journal entries whose writer is gone: a dead process on this host, or
 * any writer after ABANDONED_AFTER_MS. Answers the keys it removed.
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
    const abandoned = rows
      .filter((row) => Number(row.staged_at) < cutoff || ownerIsGone(row.owner))
      .map((row) => row.key)
    if (abandoned.length === 0) continue
    await deleteMedia(abandoned)
    await db.from(TABLE).whereIn('key', abandoned).delete()
    removed.push(...abandoned)
  }
  return removed
}
