import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { applyStreamEvent, unreadQueryOptions } from './notificationsApi'

/**
 * The signed-in user's unread count, kept live: the user's notifications channel on the SSE
 * stream (the chat's transport) pushes each new one. The stream's client and the contract's
 * schemas load on demand, after the first paint. Null for guests.
 */
export function useUnreadNotifications(): number | null {
  const { client, queryClient } = useServices()
  const session = useSession()
  const uuid = session.loggedIn ? session.user?.uuid : undefined
  const unread = useQuery({ ...unreadQueryOptions(client), enabled: !!uuid })

  useEffect(() => {
    if (!uuid || typeof EventSource === 'undefined') return
    let closed = false
    let stop = () => {}
    void import('./stream').then(({ Transmit, notificationChannelOf, notificationStreamEvent }) => {
      if (closed) return
      const catchUp = () => queryClient.invalidateQueries({ queryKey: unreadQueryOptions(client).queryKey })
      let failures = 0
      const transmit = new Transmit({
        baseUrl: client.baseUrl || window.location.origin,
        beforeSubscribe: (request) => {
          const token = client.accessToken
          if (token) request.headers.set('authorization', `Bearer ${token}`)
        },
        // (Re)subscribed, at first or after the stream was away: fetch what came meanwhile.
        onSubscription: () => {
          failures = 0
          void catchUp()
        },
        /*
         * The stream closes when the session's access token expires, and the reconnect's
         * subscribe is refused with it. A call through the API client refreshes the token;
         * then the subscription is tried again (a few times, not forever: signed out is signed out).
         */
        onSubscribeFailed: () => {
          failures += 1
          if (closed || failures > 5) return
          setTimeout(() => {
            if (closed) return
            void catchUp().then(() => subscription.forceCreate())
          }, 500 * failures)
        },
      })
      const subscription = transmit.subscription(notificationChannelOf(uuid))
      subscription.onMessage((message: unknown) => {
        const parsed = notificationStreamEvent.safeParse(message)
        if (parsed.success) applyStreamEvent(queryClient, parsed.data)
      })
      void subscription.create().catch(() => undefined)
      stop = () => {
        void subscription.delete().catch(() => undefined)
        transmit.close()
      }
    })
    return () => {
      closed = true
      stop()
    }
  }, [client, queryClient, uuid])

  return uuid ? (unread.data ?? 0) : null
}
