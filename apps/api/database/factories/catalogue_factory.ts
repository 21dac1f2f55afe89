import { DateTime } from 'luxon'
import type { User } from '#accounts/public'
import Song from '#catalogue/song'
import Playlist from '#catalogue/playlist'
import Event from '#catalogue/event'
import db from '@adonisjs/lucid/services/db'

/* Catalogue rows for tests and the demo (their media files come from @kobza/testkit). */

let sequence = 0

/** A song row of `artist` (its media key names no stored file unless `mediaKey` is given). */
export async function createSongRow(
  artist: User,
  overrides: Partial<Pick<Song, 'name' | 'genre' | 'lengthSeconds' | 'mediaKey'>> = {}
) {
  sequence += 1
  return Song.create({
    userId: artist.id,
    name: `Song ${sequence}`,
    genre: 'POP',
    lengthSeconds: 180,
    mediaKey: `public/2026/01/00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}.mp3`,
    ...overrides,
  })
}

/** A playlist row of `artist` holding `songs`, in that order. */
export async function createPlaylistRow(artist: User, songs: Song[], name = `Playlist ${++sequence}`) {
  const playlist = await Playlist.create({ userId: artist.id, name, description: null, type: 'PLAYLIST' })
  if (songs.length > 0) {
    await db
      .insertQuery()
      .table('playlist_songs')
      .multiInsert(songs.map((song, position) => ({ playlist_id: playlist.id, song_id: song.id, position })))
  }
  return playlist
}

/** An event row of `artist` starting `inDays` from now (negative: in the past). */
export async function createEventRow(artist: User, inDays = 7, title = `Event ${++sequence}`) {
  return Event.create({
    userId: artist.id,
    title,
    description: null,
    link: null,
    startAt: DateTime.utc().plus({ days: inDays }).startOf('minute'),
  })
}
