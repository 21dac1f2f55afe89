import { gradientPicture } from '@kobza/testkit'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { findUserByEmail, type User } from '#accounts/public'
import type { DemoContext, DemoResult } from '#core/console_app'
import { withStoredMedia } from '#media/public'
import { sendMessage } from '#chat/actions/send_message'
import { storeChatImage } from '#chat/actions/store_image'
import { listMessages } from '#chat/actions/list_messages'

type Line = { from: 'fan' | 'artist'; text?: string; image?: string; minutesAgo: number }

interface DemoConversation {
  fan: string
  artist: string
  lines: Line[]
  /** Who has opened the chat since its last message (the other side keeps it unread). */
  readBy: Array<'fan' | 'artist'>
}

/*
 * Conversations of the demo fans with the artists they subscribe to (the feed's and the
 * profiles' demos subscribe fan → artist, fan2 → artist2, fan3 → every artist). Some end
 * unread, so the list shows badges; two carry pictures.
 */
const conversations: DemoConversation[] = [
  {
    fan: 'fan@kobza.local',
    artist: 'artist@kobza.local',
    readBy: ['fan'],
    lines: [
      {
        from: 'fan',
        text: 'Оксано, добрий вечір! Вчора слухала «Зорі над Дніпром» — мурашки по шкірі.',
        minutesAgo: 600,
      },
      { from: 'artist', text: 'Дякую, Маріє! Дуже приємно таке чути 🙏', minutesAgo: 590 },
      { from: 'fan', text: 'А коли буде концерт у Львові?', minutesAgo: 585 },
      { from: 'artist', text: 'У березні, дату оголошу тут і на сторінці. Ось афіша, ще чернетка:', minutesAgo: 300 },
      { from: 'artist', image: 'Львів, березень', minutesAgo: 299 },
      { from: 'fan', text: 'Яка краса! Обов’язково буду, і подругу приведу.', minutesAgo: 20 },
      { from: 'fan', text: 'А квитки вже можна купити?', minutesAgo: 19 },
    ],
  },
  {
    fan: 'fan3@kobza.local',
    artist: 'artist@kobza.local',
    readBy: ['artist'],
    lines: [
      { from: 'fan', text: 'Привіт! Чи можна замовити пісню на весілля сестри?', minutesAgo: 1500 },
      { from: 'artist', text: 'Привіт, Соломіє! Так, напишіть деталі — дату й місто.', minutesAgo: 90 },
    ],
  },
  {
    fan: 'fan2@kobza.local',
    artist: 'artist2@kobza.local',
    readBy: ['artist', 'fan'],
    lines: [
      { from: 'fan', text: 'Хлопці, ваш новий сингл — вогонь! 🔥', minutesAgo: 2900 },
      { from: 'fan', image: 'Фан-арт', minutesAgo: 2899 },
      { from: 'artist', text: 'Андрію, неймовірний малюнок! Можна поставимо його в сторіз?', minutesAgo: 2800 },
      { from: 'fan', text: 'Звісно, буду радий!', minutesAgo: 2790 },
    ],
  },
  {
    fan: 'fan3@kobza.local',
    artist: 'artist3@kobza.local',
    readBy: ['fan'],
    lines: [
      { from: 'artist', text: 'Дякую за підписку! Якщо є побажання щодо нових пісень — пишіть.', minutesAgo: 4300 },
      { from: 'fan', text: 'Дуже хочу щось про Карпати 🏔️', minutesAgo: 4200 },
    ],
  },
]

/** `kobza seed demo`: the demo conversations, once (a pair that already chats is left as it is). */
export async function seedDemoChats(context: DemoContext): Promise<DemoResult> {
  let created = 0
  for (const [index, demo] of conversations.entries()) {
    context.progress(`${demo.fan} ↔ ${demo.artist}`, index, conversations.length)
    const fan = await findUserByEmail(demo.fan)
    const artist = await findUserByEmail(demo.artist)
    if (!fan || !artist) continue
    const [low, high] = fan.id < artist.id ? [fan.id, artist.id] : [artist.id, fan.id]
    if (await db.from('chats').where({ low_user_id: low, high_user_id: high }).first()) continue
    let chatId = 0
    for (const [position, line] of demo.lines.entries()) {
      const [sender, receiver]: [User, User] = line.from === 'fan' ? [fan, artist] : [artist, fan]
      const sent = await withStoredMedia(async (store) => {
        const body = line.image
          ? await storeChatImage(store, await gradientPicture(index * 7 + position, line.image))
          : line.text!
        const at = DateTime.utc().minus({ minutes: line.minutesAgo })
        return sendMessage(sender, receiver, { type: line.image ? 'IMAGE' : 'TEXT', body }, at)
      })
      chatId = sent.chatId
    }
    for (const reader of demo.readBy) {
      await listMessages(chatId, (reader === 'fan' ? fan : artist).id, { size: 50 })
    }
    created += 1
  }
  context.progress('done', conversations.length, conversations.length)
  return { created, total: conversations.length }
}
