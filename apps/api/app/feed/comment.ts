import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'

/** What a comment hangs under: a post now, a Hall of Fame legend later (spec 001 §2). */
export type CommentParentKind = 'POST' | 'LEGEND'

export default class Comment extends CreatedModel {
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

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  /** The author's Idempotency-Key for this comment (unique per author), when the app sent one. */
  @column()
  declare idempotencyKey: string | null
}
