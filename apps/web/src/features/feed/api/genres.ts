import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'

/** The server's genre list (GET /api/v1/genres). */
export const genresQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: ({ signal }) => client.getGenres({ signal }),
    // The list changes with a deploy, not during a visit.
    staleTime: Infinity,
  })
