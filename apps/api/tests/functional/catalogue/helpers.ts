import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'

/** POST /products/{ownerUuid}/songs with the song's name and genre sent as `bearer`; the caller adds the files. */
export function songUpload(client: ApiClient, ownerUuid: string, bearer: string, songName: string, genre: string) {
  return client
    .post(`/api/v1/products/${ownerUuid}/songs`)
    .header('authorization', bearer)
    .field('songName', songName)
    .field('genre', genre)
}

/** How many rows of a catalogue table (songs, playlists, events) an artist has. */
export async function countRows(table: string, userId: number) {
  return Number((await db.from(table).where('user_id', userId).count('* as total').first()).total)
}
