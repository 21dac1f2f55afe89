import { ApiError, NetworkError, SessionExpiredError } from '@kobza/api-client'
import type { TFunction } from 'i18next'

/** What the global error popup shows; null when nothing is to be shown. */
export interface ErrorStore {
  report(error: unknown): void
  dismiss(): void
  getSnapshot(): unknown
  subscribe(listener: () => void): () => void
}

export function createErrorStore(): ErrorStore {
  let current: unknown = null
  const listeners = new Set<() => void>()
  const set = (next: unknown) => {
    current = next
    for (const listener of [...listeners]) listener()
  }
  return {
    report(error) {
      // The expiry already sends the user to sign in; offline is shown by the banner.
      if (error instanceof SessionExpiredError) return
      if (error instanceof NetworkError && typeof navigator !== 'undefined' && !navigator.onLine) return
      set(error)
    },
    dismiss: () => set(null),
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The server's first message when it sent one (spec 000 §8), otherwise a translated fallback. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('common.somethingWentWrong')
  if (error instanceof NetworkError) return t('common.networkFailure')
  return t('common.somethingWentWrong')
}
