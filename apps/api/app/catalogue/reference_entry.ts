import { column } from '@adonisjs/lucid/orm'
import { StampedModel } from '#core/stamped_model'

/** An entry of a reference list (genres, eras): `code` is the wire value, the names its labels. */
export class ReferenceEntry extends StampedModel {
  @column()
  declare code: string

  @column()
  declare name: string

  /** The Ukrainian label (migration 0101); null only until the seeder fills a built-in code's. */
  @column()
  declare nameUk: string | null

  @column()
  declare position: number
}
