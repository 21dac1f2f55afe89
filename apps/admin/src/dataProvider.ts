import simpleRestProvider from 'ra-data-simple-rest'
import { type fetchUtils, HttpError, type DataProvider } from 'react-admin'
import { ApiError, type ApiClient, type RequestBody } from '@kobza/api-client'
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

/** What react-admin's own fetchJson answers with, which simple-rest reads records out of. */
type FetchJson = Awaited<ReturnType<typeof fetchUtils.fetchJson>>['json']

export function createDataProvider(client: ApiClient, apiUrl = '/admin/api'): KobzaDataProvider {
  // simple-rest's calls go through the API client: its headers and its one refresh-and-retry on a 401.
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    try {
      const { status, headers, data } = await client.exchange<FetchJson>(
        options.method ?? 'GET',
        url,
        jsonBody(options.body),
        {
          headers: extraHeaders(options.headers),
        }
      )
      return { status, headers, body: typeof data === 'string' ? data : JSON.stringify(data), json: data }
    } catch (error) {
      throw withServerMessage(asHttpError(error))
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
      const { body, headers } = await httpClient(`${apiUrl}/audit-logs/export?${query}`)
      return new Blob([body], {
        type: headers.get('content-type') ?? 'text/csv',
      })
    },
  }
}

/** Headers beyond the two the client sets itself (a second Accept would be joined to its own). */
function extraHeaders(headers: fetchUtils.Options['headers']): Record<string, string> {
  const own = new Set(['accept', 'content-type'])
  return Object.fromEntries([...new Headers(headers).entries()].filter(([name]) => !own.has(name)))
}

/** simple-rest hands over JSON text; the client takes the value and encodes it itself. */
function jsonBody(body: fetchUtils.Options['body']): RequestBody | undefined {
  if (body === undefined || body === null) return undefined
  return typeof body === 'string' ? (JSON.parse(body) as RequestBody) : (body as RequestBody)
}

/** The client's errors as react-admin's, which its notifications and checkError read. */
function asHttpError(error: unknown) {
  if (!(error instanceof ApiError)) return error
  const body = error.body as { message?: string } | null
  return new HttpError(body?.message ?? error.message, error.status, error.body)
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
