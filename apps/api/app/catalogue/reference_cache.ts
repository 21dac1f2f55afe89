import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/**
 * How often a serving process asks the database whether a list changed behind its back
 * (`kobza seed reference`, another API process, SQL by hand). Writes through this process's
 * models invalidate at once; others show within this time.
 */
export const REFERENCE_CHECK_INTERVAL_MS = 1000

export interface ReferenceAnswer {
  /** The JSON answer, serialised once per change. */
  body: string
  /** Strong ETag of `body`. */
  etag: string
}

/**
 * One rarely-changing list, kept in memory as its serialised answer. The database is asked
 * at most once per interval for a cheap fingerprint of the table (row count, highest id,
 * latest update); only a changed fingerprint reloads the rows. While that check runs, the
 * answer in memory is served.
 */
class ReferenceList {
  #current?: ReferenceAnswer
  #fingerprint?: string
  #checkedAt = 0
  #stale = true
  #pending?: Promise<ReferenceAnswer>

  constructor(
    readonly table: string,
    private readonly load: () => Promise<unknown>
  ) {}

  async answer(): Promise<ReferenceAnswer> {
    if (this.#stale || !this.#current) return (this.#pending ??= this.#reload())
    if (Date.now() - this.#checkedAt >= REFERENCE_CHECK_INTERVAL_MS && !this.#pending) {
      this.#checkedAt = Date.now()
      this.#pending = this.#revalidate()
      // A failed check keeps the last answer; the next interval tries again.
      this.#pending.catch(() => {}).finally(() => (this.#pending = undefined))
    }
    return this.#current
  }

  /** Drops the answer in memory: the next request reads the table. */
  invalidate() {
    this.#stale = true
  }

  async #revalidate(): Promise<ReferenceAnswer> {
    const fingerprint = await this.#readFingerprint()
    if (fingerprint === this.#fingerprint && this.#current) return this.#current
    return this.#reload()
  }

  async #reload(): Promise<ReferenceAnswer> {
    try {
      this.#stale = false
      // Fingerprint first: a write landing between the two reads makes the next check reload again.
      const fingerprint = await this.#readFingerprint()
      const body = JSON.stringify(await this.load())
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      this.#current = { body, etag }
      this.#fingerprint = fingerprint
      this.#checkedAt = Date.now()
      return this.#current
    } catch (error) {
      this.#stale = true
      throw error
    } finally {
      this.#pending = undefined
    }
  }

  async #readFingerprint(): Promise<string> {
    const row = await db.from(this.table).count('* as rows').max('id as lastId').max('updated_at as updatedAt').first()
    const updatedAt = row?.updatedAt instanceof Date ? row.updatedAt.toISOString() : String(row?.updatedAt)
    return `${row?.rows}:${row?.lastId}:${updatedAt}`
  }
}

/* The spec's { value, name } plus the Ukrainian label (issue 18), so a console edit reaches users. */
async function labelledCodes(table: 'genres' | 'eras') {
  return (await db.from(table).select('code', 'name', 'name_uk').orderBy('position').orderBy('id')).map(
    (row: { code: string; name: string; name_uk: string | null }) => ({
      value: row.code,
      name: row.name,
      nameUk: row.name_uk,
    })
  )
}

/** The lists `/api/v1` serves from memory; each later list adds one entry. */
export const referenceCache = {
  genres: new ReferenceList('genres', () => labelledCodes('genres')),
  eras: new ReferenceList('eras', () => labelledCodes('eras')),
}

export type ReferenceListName = keyof typeof referenceCache
