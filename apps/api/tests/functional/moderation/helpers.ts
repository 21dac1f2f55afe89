import type { ApiClient } from '@japa/api-client'

interface Caller {
  bearer: string
}

/** A user's report of something, as the web's 'Report' entry sends it (SPAM unless told; null sends none). */
export function report(
  client: ApiClient,
  who: Caller,
  targetKind: string,
  targetId: string | number,
  fields: { reason?: string; category?: string | null } = {}
) {
  const { reason = 'Спам', category = 'SPAM' } = fields
  const body = { targetKind, targetId, reason, ...(category === null ? {} : { category }) }
  return client.post('/api/v1/reports').header('authorization', who.bearer).json(body)
}

/** A moderator's decision on a report in the console's Reports resource. */
export function decideReport(client: ApiClient, moderator: Caller, reportId: number | string, decision: object) {
  return client.put(`/admin/api/reports/${reportId}`).header('authorization', moderator.bearer).json(decision)
}
