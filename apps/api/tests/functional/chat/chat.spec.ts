import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import { chatLimits, chatMessages, messages } from '@kobza/contract'
import { subscribe } from '#subscriptions/public'
import { changeAuthorities } from '#accounts/public'
import { hideMessage } from '#chat/public'
import { artistAndFan, signedIn } from '#tests/helpers'
import { chatsOf, messagesOf, pollMessages, sendImage, sendText, subscribedPair } from './helpers.js'

async function png(width = 3000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()
}

test.group('Chat', () => {
  test('a subscribed fan and the artist exchange messages; each sees their own on the right side', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const sent = await sendText(client, fan, artist.user, '  Привіт! Коли новий альбом?  ')
    sent.assertStatus(201)
    assert.equal(sent.body().context, 'Привіт! Коли новий альбом?')
    assert.equal(sent.body().messageType, 'TEXT')
    assert.isTrue(sent.body().itYourMessage)
    assert.isFalse(sent.body().isRead)
    const chatId = sent.body().chatId
    ;(await sendText(client, artist, fan.user, 'Навесні!')).assertStatus(201)

    const forFan = await messagesOf(client, fan, chatId)
    assert.deepEqual(
      forFan.map((message) => [message.context, message.itYourMessage]),
      [
        ['Привіт! Коли новий альбом?', true],
        ['Навесні!', false],
      ]
    )
    assert.match(forFan[0]!.createAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
    const forArtist = await messagesOf(client, artist, chatId)
    assert.deepEqual(
      forArtist.map((message) => message.itYourMessage),
      [false, true]
    )
    // Both have fetched: each one's own message is read by the other.
    assert.isTrue((await messagesOf(client, fan, chatId))[0]!.isRead)
  })

  test('the list: opponent, last message, unread count, newest activity first; fetching clears unread', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const otherFan = await signedIn()
    await subscribe(otherFan.user.id, artist.user.id, DateTime.now().plus({ days: 5 }))
    const first = await sendText(client, fan, artist.user, 'one')
    await sendText(client, fan, artist.user, 'two')
    await sendText(client, otherFan, artist.user, 'hello from the other fan')

    let list = await chatsOf(client, artist)
    assert.equal(list.totalPages, 1)
    assert.deepEqual(
      list.elements.map((chat) => [chat.opponent.uuid, chat.lastMessage?.context, chat.unreadCount, chat.canWrite]),
      [
        [otherFan.user.uuid, 'hello from the other fan', 1, true],
        [fan.user.uuid, 'two', 2, true],
      ]
    )
    await messagesOf(client, artist, first.body().chatId)
    list = await chatsOf(client, artist)
    assert.deepEqual(
      list.elements.map((chat) => chat.unreadCount),
      [1, 0]
    )
    const narrowed = await chatsOf(client, fan, { opponentUserUuid: artist.user.uuid })
    assert.deepEqual(
      narrowed.elements.map((chat) => [chat.id, chat.unreadCount, chat.lastMessage?.itYourMessage]),
      [[first.body().chatId, 0, true]]
    )
    assert.deepEqual((await chatsOf(client, otherFan, { opponentUserUuid: fan.user.uuid })).elements, [])
  })

  test('cursor polling returns only the messages newer than the cursor; `before` pages back', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const ids: number[] = []
    for (const text of ['a', 'b', 'c']) ids.push((await sendText(client, fan, artist.user, text)).body().id)
    const chatId = (await chatsOf(client, artist)).elements[0]!.id

    assert.deepEqual(await messagesOf(client, artist, chatId, { after: ids[2]! }), [])
    ;(await sendText(client, artist, fan.user, 'd')).assertStatus(201)
    const fresh = await messagesOf(client, fan, chatId, { after: ids[2]! })
    assert.deepEqual(
      fresh.map((message) => message.context),
      ['d']
    )
    assert.deepEqual(
      (await messagesOf(client, fan, chatId, { after: ids[0]! })).map((message) => message.context),
      ['b', 'c', 'd']
    )
    assert.deepEqual(
      (await messagesOf(client, fan, chatId, { before: ids[2]!, size: 1 })).map((message) => message.context),
      ['b']
    )
    assert.deepEqual(
      (await messagesOf(client, fan, chatId, { size: 2 })).map((message) => message.context),
      ['c', 'd']
    )
  })

  test('an empty poll is answered from memory once the chat is known; a receipt is written once', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const last = (await sendText(client, fan, artist.user, 'hello')).body().id
    const chatId = (await chatsOf(client, artist)).elements[0]!.id
    const connection = db.connection()
    const knexes = new Set([connection.getWriteClient(), connection.getReadClient()])
    const seen: string[] = []
    const record = (query: { sql: string }) => {
      if (/auth_tokens|chat_|users/.test(query.sql)) seen.push(query.sql)
    }
    for (const knex of knexes) knex.on('query', record)
    try {
      assert.deepEqual(await messagesOf(client, artist, chatId, { after: last }), [])
      assert.lengthOf(seen, 2, 'the first poll verifies the session, then reads membership and page at once')
      assert.match(seen[0]!, /auth_tokens/)
      assert.match(seen[1]!, /chat_members/)

      seen.length = 0
      assert.deepEqual(await messagesOf(client, artist, chatId, { after: last }), [])
      assert.deepEqual(seen, [], 'the next empty poll asks the database nothing')

      assert.lengthOf(await messagesOf(client, artist, chatId, { after: last - 1 }), 1)
      assert.lengthOf(seen, 2, 'the first fetch of a new message reads the page and moves the receipt')
      seen.length = 0
      assert.lengthOf(await messagesOf(client, artist, chatId, { after: last - 1 }), 1)
      assert.lengthOf(seen, 1, 'a receipt already current is not written again')
    } finally {
      for (const knex of knexes) knex.removeListener('query', record)
    }
  })

  test('a message sent is in the very next poll, after polls answered from memory', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const first = (await sendText(client, fan, artist.user, 'one')).body()
    assert.deepEqual(await messagesOf(client, artist, first.chatId, { after: first.id }), [])
    assert.deepEqual(await messagesOf(client, artist, first.chatId, { after: first.id }), [])
    const second = (await sendText(client, fan, artist.user, 'two')).body()
    assert.deepEqual(
      (await messagesOf(client, artist, first.chatId, { after: first.id })).map((message) => message.context),
      ['two']
    )
    assert.deepEqual(await messagesOf(client, artist, first.chatId, { after: second.id }), [])
    // Either side's send reaches the other's poll.
    const reply = (await sendText(client, artist, fan.user, 'three')).body()
    assert.deepEqual(
      (await messagesOf(client, fan, first.chatId, { after: second.id })).map((message) => [
        message.id,
        message.context,
        message.itYourMessage,
      ]),
      [[reply.id, 'three', false]]
    )
  })

  test('a message hidden by a moderator is not in the poll, even as the newest', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const first = (await sendText(client, fan, artist.user, 'kept')).body()
    const second = (await sendText(client, fan, artist.user, 'hidden')).body()
    assert.lengthOf(await messagesOf(client, artist, first.chatId, { after: second.id }), 0)
    await db.transaction((trx) => hideMessage(second.id, trx))
    assert.deepEqual(await messagesOf(client, artist, first.chatId, { after: first.id }), [])
    assert.deepEqual(
      (await messagesOf(client, artist, first.chatId, { after: 0 })).map((message) => message.context),
      ['kept']
    )
  })

  test('the next poll of a blocked user is refused, though the last one was answered from memory', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const sent = (await sendText(client, fan, artist.user, 'hi')).body()
    assert.deepEqual(await messagesOf(client, fan, sent.chatId, { after: sent.id }), [])
    assert.deepEqual(await messagesOf(client, fan, sent.chatId, { after: sent.id }), [])
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    await changeAuthorities(fan.user, { status: 'BLOCKED' }, { actor: moderator.user, via: 'console' })
    const refused = await pollMessages(client, fan, sent.chatId, { after: sent.id })
    refused.assertStatus(401)
    assert.deepEqual(refused.body(), { errors: [{ message: messages.unauthorized }] })
    // The other side still polls.
    assert.deepEqual(await messagesOf(client, artist, sent.chatId, { after: sent.id }), [])
  })

  test('after signing out, the next poll is refused', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const sent = (await sendText(client, fan, artist.user, 'hi')).body()
    assert.deepEqual(await messagesOf(client, fan, sent.chatId, { after: sent.id }), [])
    ;(await client.post(`/api/v1/login/logout/${fan.user.uuid}`).header('authorization', fan.bearer)).assertStatus(204)
    const refused = await pollMessages(client, fan, sent.chatId, { after: sent.id })
    refused.assertStatus(401)
    assert.deepEqual(refused.body(), { errors: [{ message: messages.unauthorized }] })
  })

  test('a third user is refused a chat whose empty polls its members get from memory', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const sent = (await sendText(client, fan, artist.user, 'private')).body()
    assert.deepEqual(await messagesOf(client, fan, sent.chatId, { after: sent.id }), [])
    const stranger = await signedIn()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const read = await pollMessages(client, stranger, sent.chatId, { after: sent.id })
      read.assertStatus(404)
      assert.deepEqual(read.body(), { errors: [{ message: chatMessages.chatNotFound }] })
    }
  })

  test('an unsubscribed fan cannot send, and the status says so', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const refused = await sendText(client, fan, artist.user, 'hi')
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { errors: [{ message: chatMessages.notAllowed }] })
    // Nor the artist to someone who does not subscribe.
    ;(await sendText(client, artist, fan.user, 'hi')).assertStatus(403)
    const status = await client
      .get('/api/v1/chats/status')
      .qs({ opponentUserUuid: artist.user.uuid })
      .header('authorization', fan.bearer)
    status.assertStatus(200)
    assert.strictEqual(status.body(), false)
    assert.isNull(await db.from('chat_messages').whereIn('sender_id', [fan.user.id, artist.user.id]).first())

    await subscribe(fan.user.id, artist.user.id, DateTime.now().plus({ days: 1 }))
    const allowed = await client
      .get('/api/v1/chats/status')
      .qs({ opponentUserUuid: artist.user.uuid })
      .header('authorization', fan.bearer)
    assert.strictEqual(allowed.body(), true)
  })

  test('a third user cannot read a chat by its id', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const chatId = (await sendText(client, fan, artist.user, 'private')).body().chatId
    const stranger = await signedIn()
    const read = await client.get(`/api/v1/chats/messages/${chatId}`).header('authorization', stranger.bearer)
    read.assertStatus(404)
    assert.deepEqual(read.body(), { errors: [{ message: chatMessages.chatNotFound }] })
    ;(await client.get(`/api/v1/chats/messages/${chatId}`)).assertStatus(401)
    assert.deepEqual((await chatsOf(client, stranger)).elements, [])
  })

  test('when the subscription ends the conversation is read-only for both', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const chatId = (await sendText(client, fan, artist.user, 'before it ended')).body().chatId
    await db
      .from('subscriptions')
      .where({ fan_id: fan.user.id, artist_id: artist.user.id })
      .update({
        active_until: DateTime.utc().minus({ minutes: 1 }).toFormat(db.connection().dialect.dateTimeFormat),
      })
    const refused = await sendText(client, fan, artist.user, 'after')
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].message, chatMessages.notAllowed)
    ;(await sendText(client, artist, fan.user, 'after')).assertStatus(403)
    assert.deepEqual(
      (await messagesOf(client, fan, chatId)).map((message) => message.context),
      ['before it ended']
    )
    const [chat] = (await chatsOf(client, fan)).elements
    assert.isFalse(chat!.canWrite)
  })

  test('blocked users cannot send, nor receive', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    await changeAuthorities(artist.user, { status: 'BLOCKED' }, { actor: moderator.user, via: 'console' })
    const toBlocked = await sendText(client, fan, artist.user, 'hi')
    toBlocked.assertStatus(403)
    assert.equal(toBlocked.body().errors[0].message, chatMessages.blocked)
    // The blocked account's session no longer works at all.
    const fromBlocked = await sendText(client, artist, fan.user, 'hi')
    fromBlocked.assertStatus(401)
    assert.equal(fromBlocked.body().errors[0].message, messages.unauthorized)
  })

  test('text is trimmed, never empty, at most 2000 characters', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const empty = await sendText(client, fan, artist.user, '   \n ')
    empty.assertStatus(422)
    assert.deepEqual(empty.body().errors, [{ message: chatMessages.textRequired, field: 'message' }])
    const tooLong = await sendText(client, fan, artist.user, 'ї'.repeat(2001))
    tooLong.assertStatus(422)
    assert.deepEqual(tooLong.body().errors, [{ message: chatMessages.textTooLong(2001), field: 'message' }])
    ;(await sendText(client, fan, artist.user, ` ${'ї'.repeat(2000)} `)).assertStatus(201)
  })

  test('a picture is resized and served only to the two participants through a signed URL', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const sent = await sendImage(client, fan, artist.user, await png(), 'photo.png')
    sent.assertStatus(201)
    assert.equal(sent.body().messageType, 'IMAGE')
    const url: string = sent.body().context
    assert.match(url, /^\/api\/v1\/media\/private\/.+\.png\?expires=\d+&signature=/)
    const [message] = await messagesOf(client, artist, sent.body().chatId)
    assert.match(message!.context, /\?expires=\d+&signature=/)
    const file = await client.get(message!.context)
    file.assertStatus(200)
    assert.equal(file.header('content-type'), 'image/png')
    const stored = await db.from('chat_messages').where('id', message!.id).firstOrFail()
    const { default: drive } = await import('@adonisjs/drive/services/main')
    const size = await sharp(Buffer.from(await drive.use().getBytes(stored.body))).metadata()
    assert.equal(size.width, 2400)
    assert.equal(size.height, 960)
    // Without the signature the file is refused.
    ;(await client.get(message!.context.split('?')[0]!)).assertStatus(403)

    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer()
    const webpSent = await sendImage(client, artist, fan.user, webp, 'x.webp')
    webpSent.assertStatus(201)
    assert.match(webpSent.body().context, /\.webp\?/)
  })

  test('an SVG or HTML disguised as an image is refused by its content', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')
    const asSvg = await sendImage(client, fan, artist.user, svg, 'cat.png')
    asSvg.assertStatus(422)
    assert.deepEqual(asSvg.body().errors, [{ message: chatMessages.imageType, field: 'file' }])
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    const asHtml = await sendImage(client, fan, artist.user, html, 'photo.jpg')
    asHtml.assertStatus(422)
    assert.equal(asHtml.body().errors[0].message, chatMessages.imageType)
    // PNG magic bytes with garbage after them: sniffed as PNG, then refused by the decoder.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
    const broken = await sendImage(client, fan, artist.user, fake, 'x.png')
    broken.assertStatus(422)
    assert.equal(broken.body().errors[0].message, chatMessages.unreadableImage)
    const noFile = await client
      .post('/api/v1/chats/messages')
      .header('authorization', fan.bearer)
      .field('messageType', 'IMAGE')
      .field('receiverUserId', artist.user.uuid)
    noFile.assertStatus(422)
    assert.equal(noFile.body().errors[0].message, chatMessages.imageRequired)
    assert.isNull(await db.from('chat_messages').where('sender_id', fan.user.id).first())
  })

  test('a picture over 10 MB is refused with 413', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(chatLimits.imageMaxBytes, 0)])
    const refused = await sendImage(client, fan, artist.user, big, 'big.png')
    refused.assertStatus(413)
    assert.equal(refused.body().errors[0].message, chatMessages.imageTooLarge)
  })

  test('sending is rate limited per user per minute', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    for (let index = 0; index < chatLimits.sendsPerMinute; index += 1) {
      ;(await sendText(client, fan, artist.user, `message ${index}`)).assertStatus(201)
    }
    const limited = await sendText(client, fan, artist.user, 'one too many')
    limited.assertStatus(429)
    assert.equal(limited.body().errors[0].message, messages.tooManyRequests)
    assert.isAbove(Number(limited.header('retry-after')), 0)
    // The other side's allowance is their own.
    ;(await sendText(client, artist, fan.user, 'still fine')).assertStatus(201)
  })
})
