import { test } from '@japa/runner'
import { clock } from '#core/clock'
import { issueTokenPair } from '#accounts/token_service'
import { messagesOf, sendText, subscribedPair } from '../chat/helpers.js'
import { inbox, ofType, setChannels } from './helpers.js'

const minute = 60 * 1000

test.group('Notifications: chat messages', (group) => {
  group.each.teardown(() => clock.reset())

  test('messages to someone away fold into one notification per chat, without their words; reading clears it', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    let chatId = 0
    for (const text of ['Привіт', 'Дякую за підписку', 'Секретний трек'])
      chatId = (await sendText(client, artist, fan.user, text)).body().chatId as number
    const [told] = await ofType(client, fan.bearer, 'CHAT_MESSAGE')
    assert.deepEqual(
      [told!.actor?.uuid, told!.othersCount, told!.target],
      [artist.user.uuid, 2, { kind: 'CHAT', id: String(chatId) }]
    )
    assert.notInclude(JSON.stringify(await inbox(client, fan.bearer)), 'Секретний')
    // The sender is never told of their own messages.
    assert.deepEqual(await ofType(client, artist.bearer, 'CHAT_MESSAGE'), [])

    await messagesOf(client, fan, chatId)
    assert.equal((await inbox(client, fan.bearer)).unread, 0)
    // A live exchange rings no bell: the fan had read the last message a moment ago…
    ;(await sendText(client, artist, fan.user, 'Ви тут?')).assertStatus(201)
    // …and the artist wrote the one before the fan's reply.
    ;(await sendText(client, fan, artist.user, 'Так')).assertStatus(201)
    assert.equal((await inbox(client, fan.bearer)).unread, 0)
    assert.deepEqual(await ofType(client, artist.bearer, 'CHAT_MESSAGE'), [])

    // Minutes later the fan is away again: a new notification.
    await messagesOf(client, fan, chatId)
    clock.travel(3 * minute)
    ;(await sendText(client, artist, fan.user, 'Нова пісня')).assertStatus(201)
    const later = await ofType(client, `Bearer ${(await issueTokenPair(fan.user)).access_token}`, 'CHAT_MESSAGE')
    assert.deepEqual(
      later.map((entry) => [entry.readAt === null, entry.othersCount]),
      [
        [true, 0],
        [false, 2],
      ]
    )
  })

  test('someone who turned chat notifications off is not told', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    ;(await setChannels(client, fan.bearer, { CHAT_MESSAGE: { inApp: false } })).assertStatus(200)
    ;(await sendText(client, artist, fan.user, 'Привіт')).assertStatus(201)
    assert.deepEqual(await ofType(client, fan.bearer, 'CHAT_MESSAGE'), [])
  })
})
