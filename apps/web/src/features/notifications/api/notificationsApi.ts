import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import type { NotificationPage, NotificationStreamEvent } from '@kobza/contract'

/*
 * The notifications' calls. Named (`callNamed`), not passed as `endpoints`: the bell is in the
 * navigation of every page, whose first download must stay free of zod.
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  settings: ['notifications', 'settings'] as const,
  pages: ['notifications', 'page'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
}

/** Failures show in place (the bell stays quiet); the global error dialog is for actions. */
const quiet = { meta: { handlesErrors: true } } as const

export const unreadQueryOptions = (client: ApiClient) => ({
  queryKey: notificationKeys.unread,
  ...quiet,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<number> =>
    (await client.callNamed('notifications', 'list', { query: { page: 0, size: 1 }, signal })).unread,
  // Caught up now and then in case the live stream is down.
  refetchInterval: 60_000,
})

export const pageQueryOptions = (client: ApiClient, page: number) => ({
  queryKey: notificationKeys.page(page),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<NotificationPage> =>
    client.callNamed('notifications', 'list', { query: { page, size: 20 }, signal }),
})

/** Marks `ids` (or all) as read and brings the bell and the pages up to date. */
export async function markRead(client: ApiClient, queryClient: QueryClient, ids?: number[]) {
  const { unread } = await client.callNamed('notifications', 'read', { body: ids ? { ids } : {} })
  queryClient.setQueryData(notificationKeys.unread, unread)
  await queryClient.invalidateQueries({ queryKey: notificationKeys.pages })
}

/** A pushed notification: the bell shows the new count, the open page fetches again. */
export function applyStreamEvent(queryClient: QueryClient, event: NotificationStreamEvent) {
  queryClient.setQueryData(notificationKeys.unread, event.unread)
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages })
}
