/*
 * The SSE stream (@adonisjs/transmit) as a test client sees it: open, subscribe, wait for an
 * event. Used by the chat's and the notifications' stream specs.
 */
import { randomUUID } from 'node:crypto'
import type { ZodType } from 'zod'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Opens a transmit stream with fetch and collects the `data:` lines it carries. */
export async function openStream(uid: string) {
  const controller = new AbortController()
  const response = await fetch(`${base()}/__transmit/events?uid=${uid}`, { signal: controller.signal })
  const events: unknown[] = []
  const state = { ended: false }
  const reader = response.body!.getReader()
  let buffer = ''
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) {
          state.ended = true
          return
        }
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
    /** Whether the server ended the stream. */
    get ended() {
      return state.ended
    },
    async close() {
      controller.abort()
      await pump
    },
  }
}

export function subscribeTo(uid: string, channel: string, bearer?: string) {
  return fetch(`${base()}/__transmit/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: bearer } : {}) },
    body: JSON.stringify({ uid, channel }),
  })
}

export async function waitFor<T>(check: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = check()
    if (found !== undefined) return found
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a stream event')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

type Stream = Awaited<ReturnType<typeof openStream>>

/** Opens a stream under a fresh uid, runs `work` with it and closes it however `work` ends. */
export async function withStream(work: (uid: string, stream: Stream) => Promise<void>) {
  const uid = randomUUID()
  const stream = await openStream(uid)
  try {
    await work(uid, stream)
  } finally {
    await stream.close()
  }
}

/** Waits for the first event on `stream` that `schema` accepts (transmit may wrap it in `payload`). */
export async function firstEventOf<T>(stream: Stream, schema: ZodType<T>): Promise<T> {
  const parsed = await waitFor(() =>
    stream.events
      .map((raw) => schema.safeParse((raw as { payload?: unknown }).payload ?? raw))
      .find((result) => result.success)
  )
  return parsed.data!
}
