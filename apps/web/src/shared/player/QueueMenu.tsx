import { useTranslation } from 'react-i18next'
import { Icon, useToast } from '@kobza/design-system'
import { RowMenu } from '../ui/RowMenu'
import { usePlayer, type Track } from './PlayerContext'

/** A song row's 'Play next' and 'Add to queue', in a small menu so the row keeps its one Play button. */
export function QueueMenu({ track, className }: { track: Track | null; className?: string }) {
  const { t } = useTranslation()
  const player = usePlayer()
  const toast = useToast()
  if (!track) return null
  const choose = (action: 'playNext' | 'addToQueue') => {
    player[action](track)
    toast.show({ message: t(action === 'playNext' ? 'player.queuedNext' : 'player.queued', { name: track.title }) })
  }
  return (
    <RowMenu
      className={className}
      label={t('player.queueMenu', { name: track.title })}
      icon={<Icon name="plus" />}
      items={[
        { label: t('player.playNext'), onSelect: () => choose('playNext') },
        { label: t('player.addToQueue'), onSelect: () => choose('addToQueue') },
      ]}
    />
  )
}
