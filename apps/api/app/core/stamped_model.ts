import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A row with a numeric id and the moment it was written: Kobza's append-only and write-once tables. */
export class CreatedModel extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

/** A row with a numeric id and the two timestamps Lucid keeps: most of Kobza's tables. */
export class StampedModel extends CreatedModel {
  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
