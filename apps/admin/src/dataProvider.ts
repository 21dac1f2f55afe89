import simpleRestProvider from 'ra-data-simple-rest'
import { fetchUtils, HttpError, type DataProvider } from 'react-admin'
import type { ApiClient } from '@kobza/api-client'
import type { AdminDashboard } from '@kobza/contract'
import { serverMessageKey } from './i18n/serverMessages.ts'

/**
 * simple-rest against /admin/api with the console session's bearer token; on a 401
 * the tokens are refreshed once and the call retried, as the spec's client does.
 */
/** simple-rest plus the one call it has no verb for: a judge's decision on a legend (issue 16). */
export interface KobzaDataProvider extends DataProvider {
  decideLegend(
    id: number,
    body: { decision: 'INDUCT' | 'REJECT'; reason?: string }
  ): Promise<{ decided: boolean; status: string }>
  /** GET /admin/api/dashboard: the queues and the last 30 days' figures. */
  dashboard(): Promise<AdminDashboard>
  /** POST /admin/api/greeting-orders/:id/refunds: a waiting order's price back to the fan (audited). */
  refundGreetingOrder(id: number, reason: string): Promise<{ id: number; status: string }>
  /**
   * GET /admin/api/audit-logs/export: every entry the filter matches, as the server's streamed
   * CSV (react-admin's own exporter would stop at the list's 100-row page cap).
   */
  exportAuditLog(params: { filter: Record<string, unknown>; sort?: { field: string; order: string } }): Promise<Blob>
}

export function createDataProvider(client: ApiClient, apiUrl = '/admin/api'): KobzaDataProvider {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const send = () => {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' })
      if (client.accessToken) headers.set('Authorization', `Bearer ${client.accessToken}`)
      return fetchUtils.fetchJson(url, { ...options, headers })
    }
    try {
      return await send()
    } catch (error) {
      if (error instanceof HttpError && error.status === 401 && client.loggedIn && (await client.refresh()))
        return send()
      throw withServerMessage(error)
    }
  }
  const rest = simpleRestProvider(apiUrl, httpClient)
  return {
    ...rest,
    /** A delete with `meta.reason` sends it in the body (the API records why content was deleted). */
    delete: async (resource, params) => {
      const reason = (params.meta as { reason?: string } | undefined)?.reason
      if (reason === undefined) return rest.delete(resource, params)
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(params.id))}`, {
        method: 'DELETE',
        headers: new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' }),
        body: JSON.stringify({ reason }),
      })
      return { data: json }
    },
    decideLegend: async (id, body) => {
      const { json } = await httpClient(`${apiUrl}/legend-reviews/${encodeURIComponent(String(id))}/decisions`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      return json as { decided: boolean; status: string }
    },
    dashboard: async () => (await httpClient(`${apiUrl}/dashboard`)).json as AdminDashboard,
    refundGreetingOrder: async (id, reason) => {
      const { json } = await httpClient(`${apiUrl}/greeting-orders/${encodeURIComponent(String(id))}/refunds`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
      })
      return json as { id: number; status: string }
    },
    exportAuditLog: async ({ filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter) })
      if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]))
      const send = () =>
        fetch(`${apiUrl}/audit-logs/export?${query}`, {
          headers: client.accessToken ? { Authorization: `Bearer ${client.accessToken}` } : {},
        })
      let response = await send()
      if (response.status === 401 && client.loggedIn && (await client.refresh())) response = await send()
      if (!response.ok) {
        const body = (await response.json().catch(() => undefined)) as { errors?: { message?: string }[] } | undefined
        throw withServerMessage(new HttpError(body?.errors?.[0]?.message ?? response.statusText, response.status, body))
      }
      return response.blob()
    },
  }
}

/** Shows the API's own message (`errors[0].message`), translated, instead of react-admin's generic one. */
function withServerMessage(error: unknown) {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: { message?: string }[] } | undefined
    const message = body?.errors?.[0]?.message
    // A translation key where the message is a known one: react-admin translates what it notifies.
    if (message) return new HttpError(serverMessageKey(message), error.status, error.body)
  }
  return error
}
