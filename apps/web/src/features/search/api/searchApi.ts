import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import {
  endpoints,
  type CatalogueSong,
  type Genre,
  type SearchArtist,
  type SearchEvent,
  type SearchType,
} from '@kobza/contract'

/*
 * The search call (POST /api/v1/search/:type, spec 002 §7) from the contract's endpoint. This
 * module loads with the search screen, so the schemas it pulls in stay out of `/`.
 */

export interface SearchParams {
  type: SearchType
  text: string
  genres: readonly Genre[]
  /** The API's 0-based page. */
  page: number
}

/** One page of results, typed by what was asked for: the API's union, told apart by the request. */
export type SearchPage =
  | { type: 'ARTIST'; elements: SearchArtist[]; totalPages: number }
  | { type: 'SONG'; elements: CatalogueSong[]; totalPages: number }
  | { type: 'EVENT'; elements: SearchEvent[]; totalPages: number }

export async function search(client: ApiClient, params: SearchParams, signal?: AbortSignal): Promise<SearchPage> {
  const body: { textSearch?: string; genres?: Genre[] } = {}
  if (params.text) body.textSearch = params.text
  // Genres filter songs only (spec 001 §3); other types never send them.
  if (params.type === 'SONG' && params.genres.length > 0) body.genres = [...params.genres]
  const answer = await client.call(endpoints.search.search, {
    params: { type: params.type },
    query: { page: params.page, sort: '' },
    body,
    signal,
  })
  // The request decides the type of every element; the contract's union cannot know it.
  return { type: params.type, elements: answer.elements, totalPages: answer.totalPages } as SearchPage
}

export const searchQueryOptions = (client: ApiClient, params: SearchParams) =>
  queryOptions<SearchPage>({
    queryKey: ['search', params.type, params.text, [...params.genres].sort(), params.page],
    queryFn: ({ signal }) => search(client, params, signal),
    // The last page stays on screen while the next one of the same type loads: no blank flash.
    placeholderData: (previous) => (previous?.type === params.type ? previous : undefined),
  })

/** The server's genre list; the same key as the home screen's, so one download serves both. */
export const genresQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: ({ signal }) => client.getGenres({ signal }),
    staleTime: Infinity,
  })
