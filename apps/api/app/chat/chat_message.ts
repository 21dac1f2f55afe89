import type { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
import type { ChatMessageType } from '@kobza/contract'

export default class ChatMessage extends CreatedModel {
  static override table = 'chat_messages'

  @column()
  declare chatId: number

  @column()
  declare senderId: number

  @column()
  declare messageType: ChatMessageType

  /** The text, or the picture's private media key. */
  @column()
  declare body: string

  @column.dateTime()
  declare hiddenAt: DateTime | null
}
