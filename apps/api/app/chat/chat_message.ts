import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ChatMessageType } from '@kobza/contract'

export default class ChatMessage extends BaseModel {
  static override table = 'chat_messages'

  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
