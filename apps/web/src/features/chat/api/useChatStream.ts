import { useEffect, useRef, useState } from 'react'
import { Transmit } from '@adonisjs/transmit-client'
import { chatChannelOf, chatStreamEvent, type ChatStreamEvent } from '@kobza/contract'
import { useServices } from '../../../shared/services'

export type StreamState = 'connecting' | 'live' | 'unavailable'

/**
 * The user's SSE channel (beyond the spec): new messages and unread counts as they happen.
 * When the stream cannot be opened or subscribed (no server support, a proxy that drops it,
 * an expired session) the state becomes `unavailable` and the screen falls back to the spec's
 * 500 ms polling; a stream that drops later does the same until it reconnects.
 */
export function useChatStream(userUuid: string | undefined, onEvent: (event: ChatStreamEvent) => void): StreamState {
  const { client } = useServices()
  const [state, setState] = useState<StreamState>('connecting')
  const handler = useRef(onEvent)
  useEffect(() => {
    handler.current = onEvent
  })

  useEffect(() => {
    if (!userUuid || typeof EventSource === 'undefined') {
      setState('unavailable')
      return
    }
    let closed = false
    const transmit = new Transmit({
      baseUrl: client.baseUrl || window.location.origin,
      maxReconnectAttempts: 3,
      beforeSubscribe: (request) => {
        const token = client.accessToken
        if (token) request.headers.set('authorization', `Bearer ${token}`)
      },
      onSubscribeFailed: () => !closed && setState('unavailable'),
      onReconnectFailed: () => !closed && setState('unavailable'),
    })
    transmit.on('disconnected', () => !closed && setState('unavailable'))
    transmit.on('reconnecting', () => !closed && setState('unavailable'))
    const subscription = transmit.subscription(chatChannelOf(userUuid))
    subscription.onMessage((message: unknown) => {
      const parsed = chatStreamEvent.safeParse(message)
      if (parsed.success) handler.current(parsed.data)
    })
    subscription
      .create()
      .then(() => {
        if (!closed && subscription.isCreated) setState('live')
      })
      .catch(() => !closed && setState('unavailable'))
    transmit.on('connected', () => {
      if (!closed && subscription.isCreated) setState('live')
    })
    return () => {
      closed = true
      void subscription.delete().catch(() => undefined)
      transmit.close()
    }
  }, [client, userUuid])

  return state
}
