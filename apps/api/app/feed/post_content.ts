import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PostContentType } from '@kobza/contract'

/** One block of a post, in `position` order: a message, an image, a song or a poll. */
export default class PostContent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postId: number

  @column()
  declare position: number

  @column()
  declare type: PostContentType

  @column()
  declare context: string | null

  @column()
  declare mediaKey: string | null

  @column()
  declare thumbnailKey: string | null

  @column()
  declare width: number | null

  @column()
  declare height: number | null

  @column()
  declare songName: string | null

  @column()
  declare genre: string | null

  @column()
  declare lengthSeconds: number | null

  @column()
  declare pollId: number | null
}
