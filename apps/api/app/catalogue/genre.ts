import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { referenceCache } from '#catalogue/reference_cache'
import { ReferenceEntry } from '#catalogue/reference_entry'

/** A genre of the reference list; `code` is the wire value (spec 002 §3). */
export default class Genre extends ReferenceEntry {
  /** Writes through the model (console, seeding) refresh the list served from memory at once. */
  @afterSave()
  @afterDelete()
  static invalidateCache() {
    referenceCache.genres.invalidate()
  }
}
