import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { PostType } from '@kobza/contract'
import PostContent from '#feed/post_content'

export default class Post extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare authorId: number

  @column()
  declare postType: PostType

  @column()
  declare countLike: number

  @column()
  declare countComments: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  @hasMany(() => PostContent)
  declare contents: HasMany<typeof PostContent>
}
