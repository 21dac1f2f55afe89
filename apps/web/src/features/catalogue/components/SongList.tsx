import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmPopup, Icon, IconButton, useToast } from '@kobza/design-system'
import type { CatalogueSong } from '@kobza/contract'
import { formatDuration } from '../../../shared/format/format'
import { useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'
import { QueueMenu } from '../../../shared/player/QueueMenu'
import { useSession } from '../../../shared/session/SessionContext'
import { RowMenu, type RowMenuItem } from '../../../shared/ui/RowMenu'
import { catalogueKeys, deleteSong } from '../api/catalogueApi'
import styles from './SongList.module.css'
import { useShareLink } from './useShareLink'

export function songTrack(song: CatalogueSong): Track {
  return {
    id: `song:${song.id}`,
    title: song.songName,
    artist: song.author.nickName,
    src: song.songUrl ?? '',
    media: song.media,
  }
}

const playable = (song: CatalogueSong) => !song.media || song.media.status === 'READY'

export interface SongListProps {
  songs: readonly CatalogueSong[]
  /** The owner gets a 'Delete' menu on each song (spec 000 §6). */
  isOwner?: boolean
  label: string
}

/**
 * Songs with play buttons (spec 000 §3 Song: name, genre, mm:ss). Playing goes through the app's
 * one player with the whole list as the queue, so the songs follow each other and starting one
 * pauses whatever played before.
 */
export function SongList({ songs, isOwner = false, label }: SongListProps) {
  // A song still processing (or failed) is shown to its artist only, and is not played.
  const queue = songs.filter((song) => song.songUrl && playable(song)).map(songTrack)
  return (
    <ol className={styles.list} aria-label={label}>
      {songs.map((song, index) => (
        <SongRow key={song.id} song={song} position={index + 1} queue={queue} isOwner={isOwner} />
      ))}
    </ol>
  )
}

function SongRow({
  song,
  position,
  queue,
  isOwner,
}: {
  song: CatalogueSong
  position: number
  queue: readonly Track[]
  isOwner: boolean
}) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const genreLabel = useGenreCodeLabel()
  const player = usePlayer()
  const track = songTrack(song)
  const current = player.isCurrent(track.id)
  const playing = current && player.playing
  const name = song.songName
  return (
    <li className={`${styles.row} ${current ? styles.current : ''}`} data-testid="song-row">
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      <IconButton
        label={playing ? t('songs.pause', { name }) : t('songs.play', { name })}
        icon={<Icon name={playing ? 'pause' : 'play'} />}
        pressed={playing}
        variant={current ? 'primary' : 'secondary'}
        size="sm"
        disabled={!song.songUrl || !playable(song)}
        onClick={() => (current ? player.toggle() : player.play(track, queue))}
      />
      <span className={styles.name}>
        <span className={styles.title}>{name}</span>
        <span className={styles.genre}>{genreLabel(song.genre)}</span>
        {song.media?.status === 'PROCESSING' && (
          <span className={styles.genre} role="status" data-testid="song-processing">
            {t('songs.processing', { percent: Math.round(song.media.processingProgress ?? 0) })}
          </span>
        )}
        {song.media?.status === 'FAILED' && (
          <span className={styles.genre} role="alert" data-testid="song-failed">
            {t('songs.failed', { reason: song.media.statusReason ?? '' })}
          </span>
        )}
      </span>
      <span className={styles.length}>{formatDuration(song.lengthOfSong)}</span>
      <span className={styles.actions}>
        <QueueMenu track={song.songUrl ? track : null} />
        <SongMenu song={song} isOwner={isOwner} />
      </span>
    </li>
  )
}

/** Share and Embed for everyone; Delete for the owner. */
function SongMenu({ song, isOwner }: { song: CatalogueSong; isOwner: boolean }) {
  const share = useShareLink()
  const shared = { kind: 'song' as const, id: song.id, nickName: song.author.nickName, title: song.songName }
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)

  const mutation = useMutation({
    mutationFn: () => deleteSong(client, song.author.uuid, song.id),
    onSuccess: async () => {
      setConfirming(false)
      toast.show({ message: t('songs.deleted'), tone: 'success' })
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(song.author.uuid) })
    },
  })

  const items: RowMenuItem[] = [
    { label: t('share.copyLink'), onSelect: () => void share.copyLink(shared) },
    { label: t('share.copyEmbed'), onSelect: () => void share.copyEmbed(shared) },
  ]
  if (isOwner) items.push({ label: t('songs.delete'), onSelect: () => setConfirming(true), danger: true })

  return (
    <>
      <RowMenu
        label={t('songs.menu', { name: song.songName })}
        icon={<span aria-hidden="true">⋯</span>}
        items={items}
      />
      <ConfirmPopup
        open={confirming}
        title={t('songs.deleteTitle')}
        message={t('songs.deleteText', { name: song.songName })}
        confirmLabel={t('songs.delete')}
        cancelLabel={t('common.cancel')}
        danger
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
