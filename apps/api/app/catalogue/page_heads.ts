/*
 * The heads of the catalogue's pages (#core/page_heads): a song (the artist's songs page naming
 * it, `?song=`), a playlist and an event. Only public songs carry `og:audio`.
 */
import { embedPaths, playlistSharePath, songSharePath } from '@kobza/contract'
import db from '@adonisjs/lucid/services/db'
import { largestIdOf, registerSitemapSection } from '#core/sitemaps'
import { registerPageHead, shortText, storedPicture, type PageHead } from '#core/page_heads'
import { findProfileOwner } from '#profiles/public'
import { showSharedSong } from '#catalogue/actions/show_song'
import { showSharedPlaylist } from '#catalogue/actions/show_shared_playlist'
import { showEvent } from '#catalogue/actions/show_event'

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const audioType = (url: string) =>
  /\.(mp4|m4a)(\?|$)/.test(url) ? 'audio/mp4' : /\.wav(\?|$)/.test(url) ? 'audio/wav' : 'audio/mpeg'

export async function songHead(nickName: string, songId: number): Promise<PageHead | null> {
  const shared = await showSharedSong(songId)
  if (!shared || !sameName(shared.artist.nickName, nickName)) return null
  const { song, artist, publicAudio } = shared
  const path = songSharePath(artist.nickName, song.id)
  return {
    title: `${song.songName} — ${artist.publicName}`,
    description: `${song.songName}: ${artist.publicName}, ${song.genre}. Kobza`,
    path,
    kind: 'music.song',
    image: storedPicture(artist.avatar, artist.publicName),
    audio: publicAudio ? { url: publicAudio, type: audioType(publicAudio) } : undefined,
    oembed: publicAudio !== null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: song.songName,
      genre: song.genre,
      duration: `PT${song.lengthOfSong}S`,
      byArtist: {
        '@type': 'MusicGroup',
        name: artist.publicName,
        url: `/profile/${encodeURIComponent(artist.nickName)}`,
      },
      ...(publicAudio
        ? { audio: { '@type': 'AudioObject', contentUrl: publicAudio, embedUrl: embedPaths.song(song.id) } }
        : {}),
    },
  }
}

export async function playlistHead(nickName: string, playlistId: number): Promise<PageHead | null> {
  const shared = await showSharedPlaylist(playlistId)
  if (!shared || !sameName(shared.artist.nickName, nickName)) return null
  const { playlist, artist } = shared
  // Only songs a stranger may play are named: a private (premium) one never reaches a card.
  const songs = shared.songs.filter((entry) => entry.publicAudio !== null)
  return {
    title: `${playlist.playListName} — ${artist.publicName}`,
    description: shortText(
      playlist.description,
      `${playlist.playListName}: ${songs.length} songs by ${artist.publicName}`
    ),
    path: playlistSharePath(artist.nickName, playlist.id),
    kind: 'music.playlist',
    image: storedPicture(playlist.playListCoverThumbnail ?? artist.avatar, playlist.playListName),
    oembed: true,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicPlaylist',
      name: playlist.playListName,
      numTracks: songs.length,
      byArtist: { '@type': 'MusicGroup', name: artist.publicName },
      track: songs.map(({ song }) => ({ '@type': 'MusicRecording', name: song.songName })),
    },
  }
}

registerPageHead('/profile/:nickName/songs', async ({ nickName }, query) => {
  const songId = Number(query.get('song'))
  if (query.has('song')) return songHead(nickName!, songId)
  const owner = await findProfileOwner(nickName!)
  return {
    title: `${owner.publicName} — songs`,
    description: `Songs by ${owner.publicName} on Kobza`,
    path: `/profile/${encodeURIComponent(owner.nickName)}/songs`,
    kind: 'profile',
    image: storedPicture(owner.avatar, owner.publicName),
  }
})

registerPageHead('/profile/:nickName/playlist/:id', ({ nickName, id }) => playlistHead(nickName!, Number(id)))

registerPageHead('/profile/:nickName/events/:id', async ({ nickName, id }) => {
  const owner = await findProfileOwner(nickName!)
  const eventId = Number(id)
  if (!Number.isSafeInteger(eventId)) return null
  const event = await showEvent(owner, eventId)
  return {
    title: `${event.eventTitle} — ${owner.publicName}`,
    description: shortText(event.description, `${event.eventTitle}, ${event.eventStartAt}`),
    path: `/profile/${encodeURIComponent(owner.nickName)}/events/${event.id}`,
    kind: 'website',
    image: storedPicture(event.eventCoverThumbnail, event.eventTitle),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: event.eventTitle,
      description: event.description ?? undefined,
      startDate: `${event.eventStartAt.replace(' ', 'T')}Z`,
      url: event.eventLink ?? undefined,
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: event.eventLink ? { '@type': 'VirtualLocation', url: event.eventLink } : undefined,
      performer: { '@type': 'MusicGroup', name: owner.publicName },
      image: event.eventCover ?? undefined,
    },
  }
})

/** A block of ids of `table` whose artist is active, as web paths (#core/sitemaps). */
function catalogueSection(table: 'songs' | 'events', pathOf: (nickName: string, id: number) => string) {
  return {
    maxId: () => largestIdOf(table),
    async paths(fromId: number, toId: number) {
      const query = db
        .from(table)
        .join('users', 'users.id', `${table}.user_id`)
        .where('users.status', 'ACTIVE')
        .where(`${table}.id`, '>', fromId)
        .where(`${table}.id`, '<=', toId)
        .orderBy(`${table}.id`)
        .select(`${table}.id`, 'users.nick_name as nickName')
      // Only songs a stranger may play (app/media's `public/` keys): never a premium file.
      if (table === 'songs') query.whereLike('songs.media_key', 'public/%')
      const rows: Array<{ id: number; nickName: string }> = await query
      return rows.map((row) => pathOf(row.nickName, Number(row.id)))
    },
  }
}

registerSitemapSection('songs', catalogueSection('songs', songSharePath))
registerSitemapSection(
  'events',
  catalogueSection('events', (nickName, id) => `/profile/${encodeURIComponent(nickName)}/events/${id}`)
)
