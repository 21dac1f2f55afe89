import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { chatChannelOf, chatStreamEvent } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { clock } from '#core/clock'
import { artistAndFan, signedIn, TEST_PASSWORD } from '#tests/helpers'
import { subscribe } from '#subscriptions/public'
import { STREAM_RECHECK_MS } from '#chat/stream_guard'
import { sendText, subscribedPair, type Session } from './helpers.js'
import { firstEventOf, openStream, subscribeTo, waitFor, withStream } from '#tests/sse'

test.group('Chat stream (SSE)', () => {
  test('a new message reaches the receiver’s stream at once, with the unread counts', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    await withStream(async (uid, stream) => {
      assert.equal(stream.response.status, 200)
      assert.match(stream.response.headers.get('content-type') ?? '', /text\/event-stream/)
      const subscribed = await subscribeTo(uid, chatChannelOf(artist.user.uuid), artist.bearer)
      assert.equal(subscribed.status, 204)
      ;(await sendText(client, fan, artist.user, 'live!')).assertStatus(201)
      const data = await firstEventOf(stream, chatStreamEvent)
      assert.equal(data.message.context, 'live!')
      assert.isFalse(data.message.itYourMessage)
      assert.equal(data.unreadCount, 1)
      assert.equal(data.totalUnread, 1)
    })
  })

  test('only the user may subscribe to their channel', async ({ assert }) => {
    const { fan, artist } = await subscribedPair()
    await withStream(async (uid) => {
      assert.equal((await subscribeTo(uid, chatChannelOf(artist.user.uuid))).status, 401)
      assert.equal((await subscribeTo(uid, chatChannelOf(artist.user.uuid), fan.bearer)).status, 400)
      assert.equal((await subscribeTo(uid, chatChannelOf(fan.user.uuid), fan.bearer)).status, 204)
    })
  })
})

/** Opens a stream subscribed to `who`'s own channel, as the web app does. */
async function liveStream(who: Session) {
  const uid = randomUUID()
  const stream = await openStream(uid)
  const subscribed = await subscribeTo(uid, chatChannelOf(who.user.uuid), who.bearer)
  if (subscribed.status !== 204) throw new Error(`subscribe answered ${subscribed.status}`)
  return stream
}

/** Waits until the server ends the stream; "within seconds" is two re-check periods and a margin. */
async function endedWithinSeconds(stream: Awaited<ReturnType<typeof openStream>>) {
  await waitFor(() => (stream.ended ? true : undefined), 2 * STREAM_RECHECK_MS + 1500)
}

test.group('Chat stream (SSE): it closes with what opened it (issue 31 item 8)', (group) => {
  group.each.teardown(() => clock.reset())

  test('signing out closes the stream of that session', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const stream = await liveStream(artist)
    try {
      ;(await sendText(client, fan, artist.user, 'before')).assertStatus(201)
      await waitFor(() => (stream.events.length > 0 ? true : undefined))
      ;(
        await client.post(`/api/v1/login/logout/${artist.user.uuid}`).header('authorization', artist.bearer)
      ).assertStatus(204)
      await endedWithinSeconds(stream)
      assert.isTrue(stream.ended)
    } finally {
      await stream.close()
    }
  })

  test('changing the password closes every stream of the account', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const stream = await liveStream(fan)
    try {
      const changed = await client
        .patch('/api/v1/account/password')
        .header('authorization', fan.bearer)
        .json({ currentPassword: TEST_PASSWORD, newPassword: 'Better-Pass-77' })
      changed.assertStatus(200)
      await endedWithinSeconds(stream)
      assert.isTrue(stream.ended)
      // Nothing more reaches it: the artist's message goes nowhere on this stream.
      const seen = stream.events.length
      ;(await sendText(client, artist, fan.user, 'after')).assertStatus(201)
      await new Promise((resolve) => setTimeout(resolve, 200))
      assert.equal(stream.events.length, seen)
    } finally {
      await stream.close()
    }
  })

  test('a block by a moderator closes the blocked user’s stream', async ({ client, assert }) => {
    const { fan } = await subscribedPair()
    const moderator = await signedIn({ authorities: ['MODERATOR'] })
    const stream = await liveStream(fan)
    try {
      const blocked = await client
        .put(`/admin/api/users/${fan.user.id}`)
        .header('authorization', moderator.bearer)
        .json({ status: 'BLOCKED', reason: 'Spam in chat' })
      blocked.assertStatus(200)
      await endedWithinSeconds(stream)
      assert.isTrue(stream.ended)
    } finally {
      await stream.close()
    }
  })

  test('an unsubscription closes the stream when its paid period ends, not before', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    const until = clock.now().toUTC().startOf('second').plus({ minutes: 10 })
    await subscribe(fan.user.id, artist.user.id, until)
    const stream = await liveStream(fan)
    try {
      const cancelled = await client
        .delete(`/api/v1/subscribers/${artist.user.uuid}/${fan.user.uuid}`)
        .header('authorization', fan.bearer)
      cancelled.assertStatus(204)
      // Paid until `until`: the chat, and so the stream, stay open until then.
      await new Promise((resolve) => setTimeout(resolve, STREAM_RECHECK_MS + 500))
      assert.isFalse(stream.ended)
      clock.travel(until.toMillis() - clock.now().toMillis())
      await endedWithinSeconds(stream)
      assert.isTrue(stream.ended)
    } finally {
      await stream.close()
    }
  })

  test('a session ended by another instance (no signal reaches this one) closes within seconds', async ({ assert }) => {
    const { fan } = await subscribedPair()
    const stream = await liveStream(fan)
    try {
      // What another instance's sign-out writes; its signal is lost on the way (no Redis here).
      await db.from('auth_tokens').where('user_id', fan.user.id).update({ revoked_at: '2026-01-01 00:00:00' })
      await endedWithinSeconds(stream)
      assert.isTrue(stream.ended)
    } finally {
      await stream.close()
    }
  })

  test('a stream of an account with other chats stays open while one session of another user ends', async ({
    client,
    assert,
  }) => {
    const { fan, artist } = await subscribedPair()
    const fanStream = await liveStream(fan)
    const artistStream = await liveStream(artist)
    try {
      ;(
        await client.post(`/api/v1/login/logout/${artist.user.uuid}`).header('authorization', artist.bearer)
      ).assertStatus(204)
      await endedWithinSeconds(artistStream)
      await new Promise((resolve) => setTimeout(resolve, STREAM_RECHECK_MS + 500))
      assert.isFalse(fanStream.ended)
    } finally {
      await fanStream.close()
      await artistStream.close()
    }
  })
})
