import { BaseSchema } from '@adonisjs/lucid/schema'
import { userColumn } from '#database/columns'

/*
 * Chat (issue 15): one chat per pair of users, one member row per side (its unread count, how
 * far it has read, its ordering in that user's list), and the messages. Who may write is not
 * stored: it is an active subscription between the two, read at each send.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chats', (table) => {
      table.increments('id')
      /* The pair, smaller id first, so one pair has one chat whoever writes first. */
      userColumn(table, 'low_user_id')
      userColumn(table, 'high_user_id')
      table.integer('last_message_id').unsigned().nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['low_user_id', 'high_user_id'])
    })

    this.schema.createTable('chat_members', (table) => {
      table.integer('chat_id').unsigned().notNullable().references('id').inTable('chats').onDelete('CASCADE')
      userColumn(table, 'user_id')
      userColumn(table, 'opponent_id')
      table.integer('unread_count').unsigned().notNullable().defaultTo(0)
      /* The newest message this side has fetched: the other side's read receipts. */
      table.integer('last_read_message_id').unsigned().notNullable().defaultTo(0)
      table.timestamp('last_activity_at').notNullable()
      table.primary(['chat_id', 'user_id'])
      /* A user's list, newest activity first. */
      table.index(['user_id', 'last_activity_at', 'chat_id'])
      table.unique(['user_id', 'opponent_id'])
    })

    this.schema.createTable('chat_messages', (table) => {
      table.increments('id')
      table.integer('chat_id').unsigned().notNullable().references('id').inTable('chats').onDelete('CASCADE')
      userColumn(table, 'sender_id')
      table.string('message_type', 8).notNullable()
      /* The text, or the picture's private media key. */
      table.text('body').notNullable()
      /* Set by a moderator: the message is no longer shown to anyone. */
      table.timestamp('hidden_at').nullable()
      table.timestamp('created_at').notNullable()
      /* Every read is "this chat, ids above/below a cursor". */
      table.index(['chat_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('chat_messages')
    this.schema.dropTable('chat_members')
    this.schema.dropTable('chats')
  }
}
