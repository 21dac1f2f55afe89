import { DateTime } from 'luxon'
import { BaseModel, afterDelete, afterSave, column } from '@adonisjs/lucid/orm'
import { referenceCache } from '#catalogue/reference_cache'

export default class Era extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  /** The Ukrainian label (migration 0101); null only until the seeder fills a built-in code's. */
  @column()
  declare nameUk: string | null

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** Writes through the model (console, seeding) refresh the list served from memory at once. */
  @afterSave()
  @afterDelete()
  static invalidateCache() {
    referenceCache.eras.invalidate()
  }
}
