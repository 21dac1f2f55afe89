import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  pageSizes,
  totalPages,
  type Genre,
  type Paged,
  type SearchArtist,
  type SearchResult,
  type SearchType,
} from '@kobza/contract'
import { Event, Song, presentEvent, presentSong } from '#catalogue/public'
import { latinKey } from '#search/latin'
import { relevance } from '#search/similarity'
import { searchBackend } from '#search/backends'

/*
 * Site-wide search (spec 001 §2). With text: the database's backend finds candidates by its
 * indexes, then every candidate is ranked here — relevance, then popularity (active
 * subscribers of the artist), then newest — so both databases answer alike. Without text
 * (songs of a genre, every event): newest first, one paged SQL query down the primary key —
 * ordering a million songs by their artists' subscribers would scan them all. Only ACTIVE accounts and their content appear; songs and
 * events are described by the catalogue's public presenters, nothing more.
 */

/**
 * Most candidates a query ranks, and most rows a listing without text counts; past that,
 * results are too broad to page through anyway (and counting a million songs costs more than a page).
 */
const CANDIDATE_LIMIT = 500

export interface SearchInput {
  type: SearchType
  text: string
  genres: Genre[]
  page: number
  size?: number
}

type Ranked<T> = { element: T; name: string; popularity: number; id: number }

const storedNow = () => DateTime.utc().toFormat(db.connection().dialect.dateTimeFormat)

/** Active subscribers of the row's artist (`artistColumn`), as `popularity`. */
function popularityOf(artistColumn: string) {
  return db.raw(
    `(select count(*) from subscriptions where subscriptions.artist_id = ${artistColumn} and subscriptions.active_until > ?) as popularity`,
    [storedNow()]
  )
}

interface Filter {
  ids?: number[]
  genres: Genre[]
  page?: { offset: number; limit: number }
}

async function artists(filter: Filter): Promise<Array<Ranked<SearchArtist>>> {
  const query = db
    .from('users')
    .where('users.status', 'ACTIVE')
    .whereExists((sub) =>
      sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
    )
    .select('users.id', 'users.uuid', 'users.avatar', 'users.public_name', 'users.nick_name', popularityOf('users.id'))
  if (filter.ids) query.whereIn('users.id', filter.ids)
  if (filter.page) query.orderBy('users.id', 'desc').offset(filter.page.offset).limit(filter.page.limit)
  const rows = (await query) as Array<{
    id: number
    uuid: string
    avatar: string | null
    public_name: string
    nick_name: string
    popularity: number | string
  }>
  return rows.map((row) => ({
    element: { uuid: row.uuid, avatar: row.avatar, publicName: row.public_name, nickName: row.nick_name },
    name: `${row.public_name} ${row.nick_name}`,
    popularity: Number(row.popularity),
    id: Number(row.id),
  }))
}

async function songs(filter: Filter) {
  const query = Song.query()
    .join('users', 'users.id', 'songs.user_id')
    .where('users.status', 'ACTIVE')
    .select(
      'songs.*',
      'users.uuid as author_uuid',
      'users.nick_name as author_nick_name',
      popularityOf('songs.user_id')
    )
  if (filter.ids) query.whereIn('songs.id', filter.ids)
  if (filter.genres.length > 0) query.whereIn('songs.genre', filter.genres)
  if (filter.page) query.orderBy('songs.id', 'desc').offset(filter.page.offset).limit(filter.page.limit)
  const rows = await query
  return rows.map((song) => ({
    element: presentSong(song, {
      uuid: String(song.$extras.author_uuid),
      nickName: String(song.$extras.author_nick_name),
    }),
    name: song.name,
    popularity: Number(song.$extras.popularity),
    id: song.id,
  }))
}

async function events(filter: Filter) {
  const query = Event.query()
    .join('users', 'users.id', 'events.user_id')
    .where('users.status', 'ACTIVE')
    .select(
      'events.*',
      'users.uuid as author_uuid',
      'users.nick_name as author_nick_name',
      popularityOf('events.user_id')
    )
  if (filter.ids) query.whereIn('events.id', filter.ids)
  if (filter.page) query.orderBy('events.id', 'desc').offset(filter.page.offset).limit(filter.page.limit)
  const rows = await query
  return rows.map((event) => ({
    element: {
      ...presentEvent(event),
      author: { uuid: String(event.$extras.author_uuid), nickName: String(event.$extras.author_nick_name) },
    },
    name: event.title,
    popularity: Number(event.$extras.popularity),
    id: event.id,
  }))
}

const load: Record<SearchType, (filter: Filter) => Promise<Array<Ranked<SearchResult['elements'][number]>>>> = {
  ARTIST: artists,
  SONG: songs,
  EVENT: events,
}

async function countOf(type: SearchType, genres: Genre[]): Promise<number> {
  const query = db.from(type === 'ARTIST' ? 'users' : type === 'SONG' ? 'songs' : 'events')
  if (type === 'ARTIST') {
    query.whereExists((sub) =>
      sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
    )
  } else {
    const table = type === 'SONG' ? 'songs' : 'events'
    query.join('users', 'users.id', `${table}.user_id`)
    if (type === 'SONG' && genres.length > 0) query.whereIn('songs.genre', genres)
  }
  query.where('users.status', 'ACTIVE').select(db.raw('1 as one')).limit(CANDIDATE_LIMIT)
  const row = await db.query().from(query.as('listed')).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** What ranking needs of a candidate: its name and artist, nothing to present yet. */
async function outlines(type: SearchType, ids: number[], genres: Genre[]) {
  const table = type === 'ARTIST' ? 'users' : type === 'SONG' ? 'songs' : 'events'
  const query = db.from(table).whereIn(`${table}.id`, ids)
  if (type === 'ARTIST') {
    query
      .whereExists((sub) =>
        sub.from('user_authorities').whereColumn('user_authorities.user_id', 'users.id').where('authority', 'ARTIST')
      )
      .select('users.id', db.raw("users.public_name || ' ' || users.nick_name as name"), 'users.id as artist_id')
  } else {
    query
      .join('users', 'users.id', `${table}.user_id`)
      .select(`${table}.id`, `${table}.${type === 'SONG' ? 'name' : 'title'} as name`, `${table}.user_id as artist_id`)
    if (type === 'SONG' && genres.length > 0) query.whereIn('songs.genre', genres)
  }
  const rows = (await query.where('users.status', 'ACTIVE')) as Array<{ id: number; name: string; artist_id: number }>
  const artistIds = [...new Set(rows.map((row) => Number(row.artist_id)))]
  const counts =
    artistIds.length === 0
      ? []
      : ((await db
          .from('subscriptions')
          .whereIn('artist_id', artistIds)
          .where('active_until', '>', storedNow())
          .groupBy('artist_id')
          .select('artist_id')
          .count('* as subscribers')) as Array<{ artist_id: number; subscribers: number | string }>)
  const popularity = new Map(counts.map((row) => [Number(row.artist_id), Number(row.subscribers)]))
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    popularity: popularity.get(Number(row.artist_id)) ?? 0,
  }))
}

export async function search(input: SearchInput): Promise<Paged<SearchResult['elements'][number]>> {
  const size = input.size ?? pageSizes.search[input.type]
  const key = latinKey(input.text)
  if (!key) {
    const [rows, total] = await Promise.all([
      load[input.type]({ genres: input.genres, page: { offset: input.page * size, limit: size } }),
      countOf(input.type, input.genres),
    ])
    return { elements: rows.map((row) => row.element), totalPages: totalPages(total, size) }
  }
  const ids = await searchBackend().candidates(input.type, key, CANDIDATE_LIMIT)
  if (ids.length === 0) return { elements: [], totalPages: 0 }
  // Rank the candidates' outlines, then load and present only the page shown.
  const ranked = (await outlines(input.type, ids, input.genres))
    .map((row) => ({ ...row, score: relevance(key, latinKey(row.name)) }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id)
  const pageIds = ranked.slice(input.page * size, (input.page + 1) * size).map((row) => row.id)
  const shown = pageIds.length === 0 ? [] : await load[input.type]({ ids: pageIds, genres: input.genres })
  const byId = new Map(shown.map((row) => [row.id, row.element]))
  return {
    elements: pageIds.flatMap((id) => {
      const element = byId.get(id)
      return element ? [element] : []
    }),
    totalPages: totalPages(ranked.length, size),
  }
}
