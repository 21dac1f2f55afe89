import { queryOptions } from '@tanstack/react-query'
import { contractEndpoints, type ApiClient } from '@kobza/api-client'
import { pageSizes, type Era, type Genre, type Legend, type LegendSort, type LegendType } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import type { CommentsApi } from '../../feed/public'
import { idempotent } from '../../../shared/network/offlineQueue'

/*
 * The calls name the contract's endpoints (`callNamed`) instead of importing them: the Hall of
 * Fame's screens are what /hall-of-fame's page loads first, and the endpoints' zod schemas then
 * load beside the first request rather than before the first render (and not at all for the
 * answers the page brought).
 */

export interface LegendListParams {
  legendType: LegendType
  isLegend: boolean
  page: number
  sort: LegendSort
  searchText: string
  era: Era | ''
  genre: Genre | ''
}

export const legendKeys = {
  all: ['legends'] as const,
  list: (params: LegendListParams) => ['legends', 'list', params] as const,
  detail: (uuid: string) => ['legends', 'detail', uuid] as const,
  playlist: ['legends', 'playlist'] as const,
}

/** POST /legends/search: a page of 9 (spec 001 §2). */
export const legendListQuery = (client: ApiClient, params: LegendListParams) =>
  queryOptions({
    queryKey: legendKeys.list(params),
    queryFn: ({ signal }) =>
      client.callNamed('legends', 'search', {
        query: {
          page: params.page,
          size: pageSizes.hallOfFame,
          legendType: params.legendType,
          isLegend: params.isLegend ? 'true' : 'false',
          sort: params.sort,
        },
        body: {
          searchText: params.searchText || undefined,
          eras: params.era ? [params.era] : [],
          genres: params.genre ? [params.genre] : [],
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  })

export const legendQuery = (client: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: legendKeys.detail(uuid),
    queryFn: ({ signal }) => client.callNamed('legends', 'show', { params: { id: uuid }, signal }),
  })

export const legendsPlaylistQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: legendKeys.playlist,
    queryFn: ({ signal }) => client.callNamed('legends', 'songsLegends', { query: {}, signal }),
  })

export const voteForLegend = (client: ApiClient, uuid: string): Promise<Legend> =>
  client.callNamed('legends', 'vote', { params: { id: uuid } })

export const setLegendLike = (client: ApiClient, uuid: string, liked: boolean) =>
  client.callNamed('legends', liked ? 'like' : 'unlike', { params: { id: uuid } })

/** The contract leaves multipart bodies to the API's own checks, so these go through `request` with the FormData. */
export const nominateSong = (client: ApiClient, form: FormData): Promise<Legend> =>
  client.request(routes.legends.createSong.method, routes.legends.createSong.path, form, {
    schema: async () => (await contractEndpoints()).legends.createSong.responses[201],
  })

export const nominatePerson = (client: ApiClient, form: FormData): Promise<Legend> =>
  client.request(routes.legends.createPerson.method, routes.legends.createPerson.path, form, {
    schema: async () => (await contractEndpoints()).legends.createPerson.responses[201],
  })

/**
 * The comments area's adapter over /legends/{id}/comments (the feed's component, kind LEGEND); the
 * screen adds how they wait offline (api/offlineActions, whose senders call these).
 */
export function legendCommentsApi(client: ApiClient, uuid: string): Omit<CommentsApi, 'offline'> {
  return {
    key: ['legends', uuid, 'comments'],
    list: (page, initialTimeStamp) =>
      client.callNamed('legends', 'comments', { params: { id: uuid }, query: { page, initialTimeStamp } }),
    replies: (commentId, page, initialTimeStamp) =>
      client.callNamed('legends', 'replies', {
        params: { id: uuid, commentId: String(commentId) },
        query: { page, initialTimeStamp },
      }),
    add: (comment, idempotencyKey) =>
      client.callNamed('legends', 'addComment', {
        params: { id: uuid },
        body: { comment },
        ...idempotent(idempotencyKey),
      }),
    reply: (commentId, comment, idempotencyKey) =>
      client.callNamed('legends', 'reply', {
        params: { id: uuid, commentId: String(commentId) },
        body: { comment },
        ...idempotent(idempotencyKey),
      }),
  }
}
