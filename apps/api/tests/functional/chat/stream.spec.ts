import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { chatChannelOf, chatStreamEvent, type ChatStreamEvent } from '@kobza/contract'
import { sendText, subscribedPair } from './helpers.js'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Opens a transmit stream with fetch and collects the `data:` lines it carries. */
async function openStream(uid: string) {
  const controller = new AbortController()
  const response = await fetch(`${base()}/__transmit/events?uid=${uid}`, { signal: controller.signal })
  const events: unknown[] = []
  const reader = response.body!.getReader()
  let buffer = ''
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += new TextDecoder().decode(value)
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          if (data) events.push(JSON.parse(data))
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted
    }
  })()
  return {
    response,
    events,
    async close() {
      controller.abort()
      await pump
    },
  }
}

function subscribeTo(uid: string, channel: string, bearer?: string) {
  return fetch(`${base()}/__transmit/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: bearer } : {}) },
    body: JSON.stringify({ uid, channel }),
  })
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = check()
    if (found !== undefined) return found
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a stream event')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Chat stream (SSE)', () => {
  test('a new message reaches the receiver’s stream at once, with the unread counts', async ({ client, assert }) => {
    const { fan, artist } = await subscribedPair()
    const uid = randomUUID()
    const stream = await openStream(uid)
    try {
      assert.equal(stream.response.status, 200)
      assert.match(stream.response.headers.get('content-type') ?? '', /text\/event-stream/)
      const subscribed = await subscribeTo(uid, chatChannelOf(artist.user.uuid), artist.bearer)
      assert.equal(subscribed.status, 204)
      ;(await sendText(client, fan, artist.user, 'live!')).assertStatus(201)
      const event = await waitFor(() =>
        stream.events
          .map((raw) => chatStreamEvent.safeParse((raw as { payload?: unknown }).payload ?? raw))
          .find((parsed) => parsed.success)
      )
      const data = event.data as ChatStreamEvent
      assert.equal(data.message.context, 'live!')
      assert.isFalse(data.message.itYourMessage)
      assert.equal(data.unreadCount, 1)
      assert.equal(data.totalUnread, 1)
    } finally {
      await stream.close()
    }
  })

  test('only the user may subscribe to their channel', async ({ assert }) => {
    const { fan, artist } = await subscribedPair()
    const uid = randomUUID()
    const stream = await openStream(uid)
    try {
      assert.equal((await subscribeTo(uid, chatChannelOf(artist.user.uuid))).status, 401)
      assert.equal((await subscribeTo(uid, chatChannelOf(artist.user.uuid), fan.bearer)).status, 400)
      assert.equal((await subscribeTo(uid, chatChannelOf(fan.user.uuid), fan.bearer)).status, 204)
    } finally {
      await stream.close()
    }
  })
})
