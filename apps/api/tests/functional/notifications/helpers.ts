import type { ApiClient } from '@japa/api-client'
import { notificationPage, type Notification, type NotificationType } from '@kobza/contract'

/** The caller's first page of notifications, parsed with the contract's schema. */
export async function inbox(client: ApiClient, bearer: string, query: { page?: number; size?: number } = {}) {
  const response = await client.get('/api/v1/notifications').qs(query).header('authorization', bearer)
  response.assertStatus(200)
  return notificationPage.parse(response.body())
}

/** The caller's notifications of one type. */
export async function ofType(client: ApiClient, bearer: string, type: NotificationType): Promise<Notification[]> {
  return (await inbox(client, bearer, { size: 100 })).elements.filter((entry) => entry.type === type)
}

export function setChannels(
  client: ApiClient,
  bearer: string,
  settings: Partial<Record<NotificationType, { inApp?: boolean; email?: boolean; push?: boolean }>>
) {
  return client.patch('/api/v1/notifications/settings').header('authorization', bearer).json({ settings })
}

/**
 * Who of `people` was told of `type` and about what: each one's targets' ids, in their order
 * (so one table states who is told and who is not).
 */
export async function toldOf(client: ApiClient, people: Record<string, { bearer: string }>, type: NotificationType) {
  const result: Record<string, string[]> = {}
  for (const [name, person] of Object.entries(people))
    result[name] = (await ofType(client, person.bearer, type)).map((entry) => entry.target?.id ?? '')
  return result
}
