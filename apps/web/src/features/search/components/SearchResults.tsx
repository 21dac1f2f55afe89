import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, Cover, IconButton, PauseIcon, PlayIcon } from '@kobza/design-system'
import type { CatalogueSong, SearchArtist, SearchEvent } from '@kobza/contract'
import { formatDateTime, formatDuration } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { paths } from '../../../shared/paths'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'
import { QueueMenu } from '../../../shared/player/QueueMenu'
import type { SearchPage } from '../api/searchApi'
import styles from './SearchResults.module.css'

/** An event's page, under its artist's profile (spec 001 §2 'Event detail'). */
export const eventPath = (event: SearchEvent) =>
  `${paths.profile(event.author.nickName)}/events/${event.id}?userUuid=${encodeURIComponent(event.author.uuid)}`

/** The results of one page, drawn for their type. */
export function SearchResults({ page }: { page: SearchPage }) {
  switch (page.type) {
    case 'ARTIST':
      return <ArtistResults artists={page.elements} />
    case 'SONG':
      return <SongResults songs={page.elements} />
    case 'EVENT':
      return <EventResults events={page.elements} />
  }
}

/** Artists link to their profiles (spec 001 §2). */
function ArtistResults({ artists }: { artists: SearchArtist[] }) {
  return (
    <ul className={styles.artists}>
      {artists.map((artist) => (
        <li key={artist.uuid}>
          <Link to={paths.profile(artist.nickName)} className={styles.artist}>
            <Avatar src={artist.avatar} name={artist.publicName} size="lg" ring decorative />
            <span className={styles.names}>
              <span className={styles.name}>{artist.publicName}</span>
              <span className={styles.nick}>@{artist.nickName}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

const trackOf = (song: CatalogueSong): Track | null =>
  song.songUrl
    ? {
        id: `song:${song.id}`,
        title: song.songName,
        artist: song.author.nickName,
        src: song.songUrl,
        media: song.media,
      }
    : null

/** Songs play in the app-wide player, the page's songs as its queue. */
function SongResults({ songs }: { songs: CatalogueSong[] }) {
  const { t } = useTranslation(['search', 'shared'])
  const genreLabel = useGenreCodeLabel()
  const player = usePlayer()
  const queue = songs.map(trackOf).filter((track): track is Track => track !== null)
  return (
    <ul className={styles.songs}>
      {songs.map((song) => {
        const track = trackOf(song)
        const current = player.isCurrent(`song:${song.id}`)
        const playing = current && player.playing
        return (
          <li key={song.id} className={styles.song} data-current={current || undefined}>
            <IconButton
              variant={current ? 'primary' : 'secondary'}
              className={styles.play}
              icon={playing ? <PauseIcon /> : <PlayIcon />}
              label={t(playing ? 'search.pause' : track ? 'search.play' : 'search.noAudio', { name: song.songName })}
              pressed={playing}
              disabled={!track}
              onClick={() => {
                if (!track) return
                if (current) player.toggle()
                else player.play(track, queue)
              }}
            />
            <span className={styles.songText}>
              <span className={styles.name}>{song.songName}</span>
              <Link to={paths.profile(song.author.nickName)} className={styles.author}>
                @{song.author.nickName}
              </Link>
            </span>
            <span className={styles.genre}>{genreLabel(song.genre)}</span>
            <span className={styles.length}>{formatDuration(song.lengthOfSong)}</span>
            <QueueMenu track={track} />
          </li>
        )
      })}
    </ul>
  )
}

/** Events link to their pages. */
function EventResults({ events }: { events: SearchEvent[] }) {
  const [language] = useLanguage()
  return (
    <ul className={styles.events}>
      {events.map((event) => (
        <li key={event.id}>
          <Link to={eventPath(event)} className={styles.event}>
            <Cover src={event.eventCoverThumbnail} alt="" ratio={1.5} />
            <span className={styles.eventText}>
              <span className={styles.name}>{event.eventTitle}</span>
              <time className={styles.when} dateTime={event.eventStartAt.replace(' ', 'T') + 'Z'}>
                {formatDateTime(event.eventStartAt, language)}
              </time>
              <span className={styles.nick}>@{event.author.nickName}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
