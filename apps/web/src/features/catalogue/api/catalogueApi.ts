import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import { pageSizes, uiPageToApi, type CatalogueSong, type SongCreate } from '@kobza/contract'

/*
 * The catalogue calls (spec 001 §7; paths 002 §7 "products"), named from the contract
 * (`callNamed`): the profile page shows the artist's content box, and a page's first render must
 * not wait for zod (apps/web/src/app/zodFree.test.ts). Pages in the UI are 1-based; the API's
 * are 0-based.
 */

/** Every catalogue query of one artist starts with this key, so one invalidation refreshes them all. */
export const catalogueKeys = {
  artist: (uuid: string) => ['catalogue', uuid] as const,
  products: (uuid: string) => ['catalogue', uuid, 'products'] as const,
  songs: (uuid: string, page: number, size: number) => ['catalogue', uuid, 'songs', page, size] as const,
  playlists: (uuid: string, page: number, size: number) => ['catalogue', uuid, 'playlists', page, size] as const,
  playlist: (uuid: string, id: number) => ['catalogue', uuid, 'playlist', id] as const,
  events: (uuid: string, page: number) => ['catalogue', uuid, 'events', page] as const,
  event: (uuid: string, id: number) => ['catalogue', uuid, 'event', id] as const,
}

/** Every 2 s while one of the songs shown is processing: the artist watches it become READY or FAILED. */
export const whileProcessing = (songs: readonly CatalogueSong[] | undefined) =>
  songs?.some((song) => song.media?.status === 'PROCESSING') ? 2000 : false

/** Songs, the first 4 playlists and the first 3 events: the profile's content box. */
export const productsQueryOptions = (client: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: catalogueKeys.products(uuid),
    queryFn: ({ signal }) => client.callNamed('catalogue', 'products', { params: { uuid }, signal }),
    refetchInterval: (query) => whileProcessing(query.state.data?.songs),
  })

export const songsQueryOptions = (client: ApiClient, uuid: string, uiPage: number, size: number = pageSizes.default) =>
  queryOptions({
    queryKey: catalogueKeys.songs(uuid, uiPage, size),
    queryFn: ({ signal }) =>
      client.callNamed('catalogue', 'songs', { params: { uuid }, query: { page: uiPageToApi(uiPage), size }, signal }),
  })

export const playlistsQueryOptions = (
  client: ApiClient,
  uuid: string,
  uiPage: number,
  size: number = pageSizes.songsTabPlaylists
) =>
  queryOptions({
    queryKey: catalogueKeys.playlists(uuid, uiPage, size),
    queryFn: ({ signal }) =>
      client.callNamed('catalogue', 'playlists', {
        params: { uuid },
        query: { page: uiPageToApi(uiPage), size },
        signal,
      }),
  })

export const playlistQueryOptions = (client: ApiClient, uuid: string, id: number) =>
  queryOptions({
    queryKey: catalogueKeys.playlist(uuid, id),
    queryFn: ({ signal }) => client.callNamed('catalogue', 'playlist', { params: { uuid, id: String(id) }, signal }),
    meta: { handlesErrors: true },
    retry: false,
  })

export const eventsQueryOptions = (client: ApiClient, uuid: string, uiPage: number) =>
  queryOptions({
    queryKey: catalogueKeys.events(uuid, uiPage),
    queryFn: ({ signal }) =>
      client.callNamed('catalogue', 'events', {
        params: { uuid },
        query: { page: uiPageToApi(uiPage), size: pageSizes.events },
        signal,
      }),
  })

export const eventQueryOptions = (client: ApiClient, uuid: string, id: number) =>
  queryOptions({
    queryKey: catalogueKeys.event(uuid, id),
    queryFn: ({ signal }) => client.callNamed('catalogue', 'event', { params: { uuid, id: String(id) }, signal }),
    meta: { handlesErrors: true },
    retry: false,
  })

/** A multipart form with the file, or the song's fields naming a finished resumable upload (`uploadId`). */
export function createSong(client: ApiClient, uuid: string, body: FormData | SongCreate) {
  return client.callNamed('catalogue', 'createSong', { params: { uuid }, body })
}

export function deleteSong(client: ApiClient, uuid: string, songId: number) {
  return client.callNamed('catalogue', 'deleteSong', { params: { uuid, songId: String(songId) } })
}

export function createPlaylist(client: ApiClient, uuid: string, form: FormData) {
  return client.callNamed('catalogue', 'createPlaylist', { params: { uuid }, body: form })
}

export function createEvent(client: ApiClient, uuid: string, form: FormData) {
  return client.callNamed('catalogue', 'createEvent', { params: { uuid }, body: form })
}

/** The server's genre list, shared with the feed's query under the same key. */
export const genresQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['genres'], queryFn: ({ signal }) => client.getGenres({ signal }), staleTime: Infinity })
