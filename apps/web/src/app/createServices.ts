import { memoryStorage, type ApiClient, type KeyValueStorage } from '@kobza/api-client'
import type { i18n as I18n } from 'i18next'
import { createErrorStore } from '../shared/errors'
import { createRequestActivity, type RequestActivity } from '../shared/network/activity'
import { OfflineQueue } from '../shared/network/offlineQueue'
import { createVersionWatch, type VersionWatch } from '../shared/network/versionWatch'
import type { AppServices } from '../shared/services'
import { createQueryClient } from './queryClient'

/** Wires the services together; the browser and the tests differ only in the client and i18n they pass. */
export function createServices(options: {
  client: ApiClient
  i18n: I18n
  activity?: RequestActivity
  version?: VersionWatch
  /** Where offline actions wait: local storage in the browser, memory in tests. */
  offlineStorage?: KeyValueStorage
}): AppServices {
  const errors = createErrorStore()
  return {
    client: options.client,
    i18n: options.i18n,
    errors,
    activity: options.activity ?? createRequestActivity(),
    queryClient: createQueryClient(errors.report),
    offline: new OfflineQueue(options.offlineStorage ?? memoryStorage()),
    version: options.version ?? createVersionWatch(),
  }
}
