import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, SessionExpiredError } from '@kobza/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the screen shows this failure itself, so the global popup stays quiet. */
    queryMeta: { handlesErrors?: boolean }
    mutationMeta: { handlesErrors?: boolean }
  }
}

/** Client errors are answers, not accidents: asking again gives the same 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false
  return failureCount < 2
}

export function createQueryClient(reportError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) reportError(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportError(error)
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
