import { useTranslation } from 'react-i18next'
import { IconButton, PauseIcon, PlayIcon } from '@kobza/design-system'
import { usePlayer, type Track } from '../../../shared/player/PlayerContext'

/** Plays a market song through the app-wide player; pressing it again pauses. */
export function PlayButton({ track, queue }: { track: Track | null; queue?: readonly Track[] }) {
  const { t } = useTranslation('markets')
  const player = usePlayer()
  if (!track) return null
  const current = player.isCurrent(track.id)
  const playing = current && player.playing
  return (
    <IconButton
      variant="secondary"
      label={playing ? t('list.pause', { song: track.title }) : t('list.play', { song: track.title })}
      icon={playing ? <PauseIcon /> : <PlayIcon />}
      pressed={playing}
      onClick={() => (current ? player.toggle() : player.play(track, queue))}
    />
  )
}
