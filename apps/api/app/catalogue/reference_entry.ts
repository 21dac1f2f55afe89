import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'

/**
 * The columns every reference list (genres, eras) has: the wire `code`, its English and Ukrainian
 * labels and its place in the list. Each model adds the hook that refreshes its cached list.
 */
export function ReferenceEntry<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ReferenceEntryColumns extends superclass {
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
  }
  return ReferenceEntryColumns
}
