import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import {
  endpoints,
  legend,
  pageSizes,
  type Era,
  type Genre,
  type Legend,
  type LegendSort,
  type LegendType,
} from '@kobza/contract'
import type { CommentsApi } from '../../feed/public'

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
      client.call(endpoints.legends.search, {
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
    queryFn: ({ signal }) => client.call(endpoints.legends.show, { params: { id: uuid }, signal }),
  })

export const legendsPlaylistQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: legendKeys.playlist,
    queryFn: ({ signal }) => client.call(endpoints.legends.songsLegends, { query: {}, signal }),
  })

export const voteForLegend = (client: ApiClient, uuid: string): Promise<Legend> =>
  client.call(endpoints.legends.vote, { params: { id: uuid } })

export const setLegendLike = (client: ApiClient, uuid: string, liked: boolean) =>
  client.call(liked ? endpoints.legends.like : endpoints.legends.unlike, { params: { id: uuid } })

/** The contract leaves multipart bodies to the API's own checks, so these go through `request` with the FormData. */
export const nominateSong = async (client: ApiClient, form: FormData): Promise<Legend> =>
  legend.parse(await client.request(endpoints.legends.createSong.method, endpoints.legends.createSong.path, form))

export const nominatePerson = async (client: ApiClient, form: FormData): Promise<Legend> =>
  legend.parse(await client.request(endpoints.legends.createPerson.method, endpoints.legends.createPerson.path, form))

/** The comments area's adapter over /legends/{id}/comments (the feed's component, kind LEGEND). */
export function legendCommentsApi(client: ApiClient, uuid: string): CommentsApi {
  return {
    key: ['legends', uuid, 'comments'],
    list: (page, initialTimeStamp) =>
      client.call(endpoints.legends.comments, { params: { id: uuid }, query: { page, initialTimeStamp } }),
    replies: (commentId, page, initialTimeStamp) =>
      client.call(endpoints.legends.replies, {
        params: { id: uuid, commentId: String(commentId) },
        query: { page, initialTimeStamp },
      }),
    add: (comment) => client.call(endpoints.legends.addComment, { params: { id: uuid }, body: { comment } }),
    reply: (commentId, comment) =>
      client.call(endpoints.legends.reply, { params: { id: uuid, commentId: String(commentId) }, body: { comment } }),
  }
}
