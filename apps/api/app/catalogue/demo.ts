import { gradientPng, toneWav } from '@kobza/testkit'
import { DateTime } from 'luxon'
import type { DemoContext, DemoResult } from '#core/console_app'
import { demoArtists } from '#profiles/public'
import { storeBytes } from '#media/public'
import Song from '#catalogue/song'
import Playlist from '#catalogue/playlist'
import Event from '#catalogue/event'
import db from '@adonisjs/lucid/services/db'

interface DemoCatalogue {
  /** Seven songs: the search's paging and the markets' demo auctions take from them in order. */
  songs: Array<{ name: string; genre: string }>
  playlists: Array<{ name: string; description: string; songs: number[] }>
  /** Days from today: one past, three upcoming. */
  events: Array<{ title: string; description: string; days: number }>
}

/*
 * Each demo artist has a catalogue of their own, in the words they would write: the singer
 * Оксана Вербицька (pop and indie), the rock band Гурт Полинь and the bandura player Тарас
 * Кобзаренко (classical and jazz). English titles are where an artist would choose them.
 * The e2e tests count on a few of these names: Щедрик (the only demo Pop song so named),
 * Вишиванка and Полісся (not on auction in the demo), Концерт у Львові (found as "lviv", the city as named).
 */
const catalogues: Record<string, DemoCatalogue> = {
  'artist@kobza.local': {
    songs: [
      { name: 'Весна в Карпатах', genre: 'POP' },
      { name: 'Лист до мами', genre: 'INDIE' },
      { name: 'Dreams of Kyiv', genre: 'EDM_ELECTRONIC' },
      { name: 'Щедрик', genre: 'POP' },
      { name: 'Кава на Подолі', genre: 'JAZZ_BLUES' },
      { name: 'Сонях', genre: 'POP' },
      { name: 'Тиха вода', genre: 'INDIE' },
    ],
    playlists: [
      { name: 'Нові пісні', description: 'Усе, що я записала цього року.', songs: [0, 1, 2, 3] },
      { name: 'Тихий вечір', description: 'Для кави, дощу і довгих розмов.', songs: [4, 6, 1] },
    ],
    events: [
      { title: 'Акустичний вечір у «Хмарах»', description: 'Тільки гітара, голос і ваші улюблені пісні.', days: -20 },
      { title: 'Концерт у Львові', description: 'Презентація нових пісень. Квитки на сайті організатора.', days: 10 },
      { title: 'Atlas Weekend', description: 'Граю на малій сцені в суботу ввечері.', days: 30 },
      { title: 'Різдвяний концерт', description: 'Колядки й щедрівки в новому звучанні.', days: 60 },
    ],
  },
  'artist2@kobza.local': {
    songs: [
      { name: 'Полинова рапсодія', genre: 'ROCK_METAL' },
      { name: 'Дим над Дніпром', genre: 'ALTERNATIVE' },
      { name: 'Вишиванка', genre: 'ROCK_METAL' },
      { name: 'Залізний кінь', genre: 'ROCK_METAL' },
      { name: 'Last Train to Lviv', genre: 'INDIE' },
      { name: 'Степовий вітер', genre: 'ALTERNATIVE' },
      { name: 'Гроза', genre: 'ROCK_METAL' },
    ],
    playlists: [
      { name: 'Гучно', description: 'Для дороги й спортзалу. Вмикайте на повну.', songs: [0, 3, 6, 2] },
      { name: 'Live у підвалі', description: 'Записи з репетицій 2024–2026.', songs: [1, 4, 5] },
    ],
    events: [
      {
        title: 'Квартирник на Подолі',
        description: 'Грали старі пісні акустикою. Дякуємо всім, хто прийшов!',
        days: -20,
      },
      { title: 'Тур «Полинь» — Харків', description: 'Перший концерт туру. Квитки в касах клубу.', days: 10 },
      { title: 'Фестиваль «Файне місто»', description: 'Головна сцена, неділя.', days: 30 },
      { title: 'Тур «Полинь» — Одеса', description: 'Фінал туру біля моря.', days: 60 },
    ],
  },
  'artist3@kobza.local': {
    songs: [
      { name: 'Дума про Дніпро', genre: 'CLASSICAL' },
      { name: 'Bandura Blues', genre: 'JAZZ_BLUES' },
      { name: 'Полісся', genre: 'JAZZ_BLUES' },
      { name: 'Кобзарева пісня', genre: 'CLASSICAL' },
      { name: 'Гопак на бандурі', genre: 'CLASSICAL' },
      { name: 'Зоряна ніч', genre: 'JAZZ_BLUES' },
      { name: 'Козацький марш', genre: 'CLASSICAL' },
    ],
    playlists: [
      { name: 'Думи та балади', description: 'Старовинні думи в моєму прочитанні.', songs: [0, 3, 6] },
      { name: 'Бандура і джаз', description: 'Коли кобзарська традиція зустрічає імпровізацію.', songs: [1, 2, 5, 4] },
    ],
    events: [
      { title: 'Вечір дум у філармонії', description: 'Сольний концерт: думи, балади, історичні пісні.', days: -20 },
      { title: 'Майстер-клас гри на бандурі', description: 'Для початківців; інструменти дамо.', days: 10 },
      { title: 'Джаз Коктебель', description: 'Бандура з джазовим тріо.', days: 30 },
      { title: 'Концерт у Києві', description: 'Національна філармонія, Колонна зала.', days: 60 },
    ],
  },
}

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
 * The demo artists' catalogues, once each: their own 7 short generated songs, 2 playlists and
 * 4 events (one already past, three upcoming).
 */
export async function seedDemoCatalogue(context: DemoContext): Promise<DemoResult> {
  const artists = await demoArtists()
  let created = 0
  for (const [index, artist] of artists.entries()) {
    context.progress(artist.nickName, index, artists.length)
    const has = await db.from('songs').where('user_id', artist.id).first()
    if (has) continue
    const catalogue = catalogues[artist.email] ?? Object.values(catalogues)[index % 3]!
    const songs: Song[] = []
    for (const [position, entry] of catalogue.songs.entries()) {
      const mediaKey = await storeBytes(toneWav(4 + position, melodies[(position + index) % melodies.length]))
      songs.push(
        await Song.create({
          userId: artist.id,
          name: entry.name,
          genre: entry.genre,
          lengthSeconds: 4 + position,
          mediaKey,
        })
      )
    }
    for (const [position, entry] of catalogue.playlists.entries()) {
      const cover = await storeBytes(gradientPng(300, 300, [40 + position * 80, 60 + index * 50, 120], [250, 200, 90]))
      const playlist = await Playlist.create({
        userId: artist.id,
        name: entry.name,
        description: entry.description,
        type: 'PLAYLIST',
        coverKey: cover,
      })
      await db
        .table('playlist_songs')
        .multiInsert(
          entry.songs.map((song, order) => ({ playlist_id: playlist.id, song_id: songs[song]!.id, position: order }))
        )
    }
    for (const [position, event] of catalogue.events.entries()) {
      const cover = await storeBytes(gradientPng(300, 200, [180, 40 + position * 50, 30 + index * 60], [30, 90, 180]))
      await Event.create({
        userId: artist.id,
        title: event.title,
        description: event.description,
        link: 'https://example.org/tickets',
        startAt: DateTime.utc().plus({ days: event.days }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }),
        coverKey: cover,
      })
    }
    created += 1
  }
  context.progress('done', artists.length, artists.length)
  return { created, total: artists.length }
}
