import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { guardChatStreams } from '#chat/stream_guard'

/**
 * The SSE stream (@adonisjs/transmit): `GET /__transmit/events?uid=` opens a client's stream,
 * `POST /__transmit/subscribe` adds a channel to it. Each user's channel `chats/users/{uuid}`
 * admits only that user, signed in with the bearer token on the subscribe call (EventSource
 * cannot send headers; the stream's uid is a random secret of the browser tab). The stream
 * closes when that session ends or the user's last chat does (stream_guard.ts).
 */
export function registerChatStream() {
  transmit.authorize<{ uuid: string }>('chats/users/:uuid', (ctx: HttpContext, { uuid }) => {
    return ctx.currentUser?.uuid === uuid
  })
  transmit.registerRoutes((route) => {
    if (route.getPattern().endsWith('/subscribe')) route.use(middleware.auth())
  })
  guardChatStreams()
}
