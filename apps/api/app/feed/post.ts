import { DateTime } from 'luxon'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { PostType } from '@kobza/contract'
import PostContent from '#feed/post_content'
import { StampedModel } from '#core/stamped_model'

export default class Post extends StampedModel {
  @column()
  declare authorId: number

  @column()
  declare postType: PostType

  @column()
  declare countLike: number

  @column()
  declare countComments: number

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  @hasMany(() => PostContent)
  declare contents: HasMany<typeof PostContent>
}
