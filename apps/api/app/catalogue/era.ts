import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { referenceCache } from '#catalogue/reference_cache'
import { ReferenceEntry } from '#catalogue/reference_entry'

export default class Era extends ReferenceEntry {
  /** Writes through the model (console, seeding) refresh the list served from memory at once. */
  @afterSave()
  @afterDelete()
  static invalidateCache() {
    referenceCache.eras.invalidate()
  }
}
