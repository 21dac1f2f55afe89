import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { liveAccessTokens, onSessionsChanged } from '#accounts/public'
import { usersWithChats } from '#chat/actions/may_chat'

/*
 * A chat stream lives as long as what opened it. Its channel was authorized once, on subscribe,
 * with a bearer token: without this guard a stream kept receiving messages after the session
 * ended (sign-out, password change, a block) or the user's last chat closed (an unsubscription
 * reaching its paid-until date). Each stream is re-checked when its user's sessions change —
 * a signal that reaches every instance through Redis when REDIS_URL is set — and every few
 * seconds in any case, so a lost signal, an expired token or a subscription's end still closes
 * it within seconds. A closed stream ends its response; the client reconnects and subscribes
 * again, which is authorized afresh.
 */

interface Guarded {
  uid: string
  channel: string
  userId: number
  token: string
}

/** How often every open stream is re-checked, whatever signals came. */
export const STREAM_RECHECK_MS = 2000

const guarded = new Map<string, Guarded[]>()
let timer: NodeJS.Timeout | undefined
let checking: Promise<void> | undefined

function closeStream(uid: string) {
  const manager = transmit.getManager()
  // Off its channels first, so no broadcast writes to a stream that is ending.
  for (const entry of guarded.get(uid) ?? [])
    void manager.unsubscribe({ uid, channel: entry.channel, context: undefined as never })
  guarded.delete(uid)
  for (const [stream] of manager.getAllSubscribers())
    if (stream.getUid() === uid) {
      stream.end()
      break
    }
}

/** Re-checks the streams of `userId` (or every stream) and closes those no longer allowed. */
export function recheckStreams(userId?: number): Promise<void> {
  const run = async () => {
    const entries = [...guarded.values()].flat().filter((entry) => userId === undefined || entry.userId === userId)
    if (entries.length === 0) return
    const [live, withChats] = await Promise.all([
      liveAccessTokens([...new Set(entries.map((entry) => entry.token))]),
      usersWithChats([...new Set(entries.map((entry) => entry.userId))]),
    ])
    // Other channels on the stream (notifications) need only the session, not a chat.
    const needsChat = (entry: Guarded) => entry.channel.startsWith('chats/')
    for (const entry of entries)
      if (!live.has(entry.token) || (needsChat(entry) && !withChats.has(entry.userId))) closeStream(entry.uid)
  }
  // One check at a time: a signal arriving during a sweep runs after it, not beside it.
  const next = (checking ?? Promise.resolve()).then(run).catch((error) => {
    logger.warn({ err: error }, 'chat stream re-check failed')
  })
  checking = next
  return next
}

function ensureSweep() {
  if (timer || guarded.size === 0) return
  timer = setInterval(() => {
    if (guarded.size === 0) {
      clearInterval(timer)
      timer = undefined
      return
    }
    void recheckStreams()
  }, STREAM_RECHECK_MS)
  timer.unref()
}

/** Installs the guard on the transmit streams (once, with the chat's routes). */
export function guardChatStreams() {
  transmit.on('subscribe', ({ uid, channel, context }) => {
    const ctx = context as HttpContext
    if (!ctx.currentUser || !ctx.accessToken) return
    const entry = { uid, channel, userId: ctx.currentUser.id, token: ctx.accessToken }
    guarded.set(uid, [...(guarded.get(uid) ?? []).filter((one) => one.channel !== channel), entry])
    ensureSweep()
  })
  transmit.on('unsubscribe', ({ uid, channel }) => {
    const left = (guarded.get(uid) ?? []).filter((one) => one.channel !== channel)
    if (left.length > 0) guarded.set(uid, left)
    else guarded.delete(uid)
  })
  transmit.on('disconnect', ({ uid }) => {
    guarded.delete(uid)
  })
  onSessionsChanged((userId) => void recheckStreams(userId))
}
