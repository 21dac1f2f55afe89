import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, Container, EmptyState, Icon, IconButton, PageHeader, Preloader, SearchBox } from '@kobza/design-system'
import { cropRatios, pictureSrcSet, timings, type LegendSong } from '@kobza/contract'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'
import { QueueMenu } from '../../../shared/player/QueueMenu'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { legendsPlaylistQuery } from '../api/legends'
import { hallPath, legendPath } from '../paths'
import { trackIdOf } from '../voting'
import styles from '../components/hall.module.css'

const trackOf = (song: LegendSong): Track => ({
  id: trackIdOf(song.legendUuid),
  title: song.name,
  artist: song.authorName ?? undefined,
  src: song.songUrl,
  cover: song.coverUrl,
  media: song.media,
})

const length = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** /playlist/hall-of-fame (spec 001 §2): 'The Legends Playlist', its count, a search box, songs played in sequence. */
export function LegendsPlaylistScreen() {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const { client } = useSession()
  const navigate = useNavigate()
  const player = usePlayer()
  const playlist = useQuery(legendsPlaylistQuery(client))
  const [searchText, setSearchText] = useState('')

  const songs = useMemo(() => playlist.data?.elements ?? [], [playlist.data])
  const shown = useMemo(() => {
    const needle = searchText.trim().toLowerCase()
    if (!needle) return songs
    return songs.filter((song) => `${song.name} ${song.authorName ?? ''}`.toLowerCase().includes(needle))
  }, [songs, searchText])
  const queue = useMemo(() => shown.map(trackOf), [shown])

  const toggle = (song: LegendSong) => {
    const id = trackIdOf(song.legendUuid)
    if (player.isCurrent(id)) player.toggle()
    else player.play(trackOf(song), queue)
  }

  return (
    <Container className={screen.page}>
      <PageHeader
        className={screen.pageHeader}
        title={t('titles.legendsPlaylist')}
        subtitle={playlist.data ? t('playlist.count', { count: songs.length }) : undefined}
        onBack={() => void navigate(hallPath('SONG', 'legends'))}
        backLabel={t('playlist.back')}
      />
      <div className={styles.playlistBar}>
        <SearchBox
          label={t('playlist.search')}
          placeholder={t('playlist.searchPlaceholder')}
          debounceMs={timings.searchDebounceMs}
          onSearch={setSearchText}
        />
        <Button
          iconStart={<Icon name="play" />}
          disabled={queue.length === 0}
          onClick={() => player.playList(queue, 0)}
        >
          {t('playlist.playAll')}
        </Button>
      </div>
      {playlist.isPending ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : songs.length === 0 ? (
        <EmptyState compact title={t('playlist.empty')} />
      ) : shown.length === 0 ? (
        <EmptyState compact title={t('playlist.noMatches')} />
      ) : (
        <ol className={styles.tracks} aria-label={t('titles.legendsPlaylist')}>
          {shown.map((song) => {
            const current = player.isCurrent(trackIdOf(song.legendUuid))
            const playing = current && player.playing
            return (
              <li key={song.legendUuid} className={`${styles.track} ${current ? styles.trackCurrent : ''}`}>
                <IconButton
                  label={playing ? t('playlist.pause', { name: song.name }) : t('playlist.play', { name: song.name })}
                  icon={<Icon name={playing ? 'pause' : 'play'} />}
                  pressed={playing}
                  onClick={() => toggle(song)}
                />
                {song.coverUrl ? (
                  <img
                    className={styles.trackCover}
                    src={song.coverUrl}
                    srcSet={pictureSrcSet(song.coverUrl, cropRatios.square)}
                    sizes="3rem"
                    width={48}
                    height={48}
                    alt=""
                  />
                ) : (
                  <span />
                )}
                <div className={styles.trackText}>
                  <p className={styles.trackName}>
                    <Link to={legendPath({ legendUuid: song.legendUuid, legendType: 'SONG' })}>{song.name}</Link>
                  </p>
                  <p className={styles.trackArtist}>{song.authorName}</p>
                </div>
                <span className={styles.trackLength}>{length(song.lengthOfSong)}</span>
                <QueueMenu track={trackOf(song)} />
              </li>
            )
          })}
        </ol>
      )}
    </Container>
  )
}
