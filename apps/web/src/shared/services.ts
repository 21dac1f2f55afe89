import { createContext, use } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { ApiClient } from '@kobza/api-client'
import type { ErrorStore } from './errors'
import type { RequestActivity } from './network/activity'
import type { OfflineQueue } from './network/offlineQueue'
import type { VersionWatch } from './network/versionWatch'

/** Everything the app is built from; tests pass their own (in-memory storage, a local fetch). */
export interface AppServices {
  client: ApiClient
  queryClient: QueryClient
  i18n: I18n
  errors: ErrorStore
  activity: RequestActivity
  /** Likes, votes and comments made offline, sent when the connection returns. */
  offline: OfflineQueue
  /** Whether a newer front end has been deployed since this page loaded. */
  version: VersionWatch
}

export const ServicesContext = createContext<AppServices | null>(null)

export function useServices(): AppServices {
  const services = use(ServicesContext)
  if (!services) throw new Error('useServices needs <AppProviders>')
  return services
}
