import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { notificationChannelOf, notificationStreamEvent } from '@kobza/contract'
import { notify } from '#notifications/public'
import { artistAndFan } from '#tests/helpers'
import { firstEventOf, subscribeTo, withStream } from '#tests/sse'

test.group('Notifications stream (SSE)', () => {
  test('a notification reaches the recipient’s stream once committed, with the unread count', async ({ assert }) => {
    // A user without any chat: the chat's stream guard must not close the notifications channel.
    const { artist, fan } = await artistAndFan()
    await withStream(async (uid, stream) => {
      assert.equal((await subscribeTo(uid, notificationChannelOf(artist.user.uuid), artist.bearer)).status, 204)
      await db.transaction((trx) =>
        notify(trx, { type: 'NEW_SUBSCRIBER', recipientId: artist.user.id, actorId: fan.user.id })
      )
      const event = await firstEventOf(stream, notificationStreamEvent)
      assert.equal(event.notification.type, 'NEW_SUBSCRIBER')
      assert.equal(event.notification.actor?.uuid, fan.user.uuid)
      assert.equal(event.unread, 1)
      // Past the guard's re-check the stream is still open.
      await new Promise((resolve) => setTimeout(resolve, 2500))
      assert.isFalse(stream.ended)
    })
  })

  test('only the user may subscribe to their notifications channel', async ({ assert }) => {
    const { artist, fan } = await artistAndFan()
    await withStream(async (uid) => {
      assert.equal((await subscribeTo(uid, notificationChannelOf(artist.user.uuid))).status, 401)
      assert.equal((await subscribeTo(uid, notificationChannelOf(artist.user.uuid), fan.bearer)).status, 400)
      assert.equal((await subscribeTo(uid, notificationChannelOf(fan.user.uuid), fan.bearer)).status, 204)
    })
  })
})
