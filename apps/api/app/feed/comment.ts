import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What a comment hangs under: a post now, a Hall of Fame legend later (spec 001 §2). */
export type CommentParentKind = 'POST' | 'LEGEND'

export default class Comment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare parentKind: CommentParentKind

  @column()
  declare parentId: number

  @column()
  declare replyToId: number | null

  @column()
  declare authorId: number

  @column()
  declare message: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null
}
