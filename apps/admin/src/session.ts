import { ApiClient, type KeyValueStorage } from '@kobza/api-client'

/** The console keeps its own session beside the web app's on the same origin. */
function prefixedStorage(storage: KeyValueStorage, prefix: string): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  }
}

export function createConsoleClient(storage: KeyValueStorage = window.localStorage, baseUrl = '') {
  return new ApiClient({ baseUrl, storage: prefixedStorage(storage, 'console:') })
}
