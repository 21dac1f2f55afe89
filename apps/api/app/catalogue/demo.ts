import { DateTime } from 'luxon'
import type { DemoContext, DemoResult } from '#core/console_app'
import { melodyWav, gradientPng } from '#database/factories/catalogue_factory'
import { demoArtists, storeBytes } from '#profiles/public'
import Song from '#catalogue/song'
import Playlist from '#catalogue/playlist'
import Event from '#catalogue/event'
import db from '@adonisjs/lucid/services/db'

const songNames = ['Щедрик', 'Ой у лузі', 'Степ', 'Дорога додому', 'Нічний Київ', 'Вишиванка', 'Полісся']
const songGenres = ['POP', 'INDIE', 'ROCK_METAL', 'EDM_ELECTRONIC', 'JAZZ_BLUES', 'CLASSICAL', 'ALTERNATIVE']
/** A pentatonic walk per song, so each demo song sounds different. */
const melodies = [
  [392, 440, 523, 587],
  [330, 392, 440, 392],
  [262, 294, 330, 392],
  [440, 523, 587, 659],
  [294, 349, 392, 440],
  [523, 440, 392, 330],
  [349, 392, 466, 523],
]

/**
 * The demo artists' catalogues, once each: 7 short generated songs across genres, 2 playlists
 * and 4 events (one already past, three upcoming).
 */
export async function seedDemoCatalogue(context: DemoContext): Promise<DemoResult> {
  const artists = await demoArtists()
  let created = 0
  for (const [index, artist] of artists.entries()) {
    context.progress(artist.nickName, index, artists.length)
    const has = await db.from('songs').where('user_id', artist.id).first()
    if (has) continue
    const songs: Song[] = []
    for (const [position, name] of songNames.entries()) {
      const mediaKey = await storeBytes(melodyWav(4 + position, melodies[(position + index) % melodies.length]))
      songs.push(
        await Song.create({
          userId: artist.id,
          name,
          genre: songGenres[position % songGenres.length]!,
          lengthSeconds: 4 + position,
          mediaKey,
        })
      )
    }
    const playlists = [
      { name: 'Найкраще', songs: songs.slice(0, 4) },
      { name: 'Для вечора', songs: songs.slice(3) },
    ]
    for (const [position, entry] of playlists.entries()) {
      const cover = await storeBytes(gradientPng(300, 300, [40 + position * 80, 60, 120], [250, 200, 90]))
      const playlist = await Playlist.create({
        userId: artist.id,
        name: entry.name,
        description: 'Добірка для демо',
        type: 'PLAYLIST',
        coverKey: cover,
      })
      await db
        .table('playlist_songs')
        .multiInsert(
          entry.songs.map((song, order) => ({ playlist_id: playlist.id, song_id: song.id, position: order }))
        )
    }
    for (const [position, days] of [-20, 10, 30, 60].entries()) {
      const cover = await storeBytes(gradientPng(300, 200, [180, 40 + position * 50, 30], [30, 90, 180]))
      await Event.create({
        userId: artist.id,
        title: ['Акустичний вечір', 'Концерт у Львові', 'Фестиваль у Києві', 'Тур Одесою'][position]!,
        description: 'Квитки на сайті організатора.',
        link: 'https://example.org/tickets',
        startAt: DateTime.utc().plus({ days }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }),
        coverKey: cover,
      })
    }
    created += 1
  }
  context.progress('done', artists.length, artists.length)
  return { created, total: artists.length }
}
