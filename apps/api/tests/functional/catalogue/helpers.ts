import type { ApiClient } from '@japa/api-client'

/** POST /products/{ownerUuid}/songs with the song's name and genre sent as `bearer`; the caller adds the files. */
export function songUpload(client: ApiClient, ownerUuid: string, bearer: string, songName: string, genre: string) {
  return client
    .post(`/api/v1/products/${ownerUuid}/songs`)
    .header('authorization', bearer)
    .field('songName', songName)
    .field('genre', genre)
}
