import { useTranslation } from 'react-i18next'
import { IconButton, PauseIcon, PlayIcon } from '@kobza/design-system'
import type { PostSong } from '@kobza/contract'
import { formatDuration } from '../../../shared/format/format'
import { useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'
import { QueueMenu } from '../../../shared/player/QueueMenu'
import styles from './PostCard.module.css'

export const songTrack = (song: PostSong): Track => ({
  id: `post-song:${song.id}`,
  title: song.songName,
  artist: song.authorName,
  src: song.fileUrl,
  media: song.media,
})

/** A post's song: play/pause through the app's one player, so starting it stops any other. */
export function SongRow({ song, queue }: { song: PostSong; queue?: readonly Track[] }) {
  const { t } = useTranslation(['feed', 'shared'])
  // The home feed asks for no list of its own (`/` keeps its requests); one loaded elsewhere is used.
  const genreLabel = useGenreCodeLabel({ fetch: false })
  const player = usePlayer()
  const track = songTrack(song)
  const current = player.isCurrent(track.id)
  const playing = current && player.playing
  return (
    <div className={styles.song} data-current={current}>
      <IconButton
        variant={current ? 'primary' : 'secondary'}
        label={playing ? t('song.pause', { name: song.songName }) : t('song.play', { name: song.songName })}
        icon={playing ? <PauseIcon /> : <PlayIcon />}
        pressed={playing}
        onClick={() => (current ? player.toggle() : player.play(track, queue?.length ? queue : [track]))}
      />
      <div className={styles.songNames}>
        <p className={styles.songName}>{song.songName}</p>
        <p className={styles.muted}>
          {song.authorName} · {genreLabel(song.genre)}
        </p>
      </div>
      <span className={styles.muted} aria-label={t('song.length', { length: formatDuration(song.lengthOfSong) })}>
        {formatDuration(song.lengthOfSong)}
      </span>
      <QueueMenu track={track} />
    </div>
  )
}
