import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon, IconButton, useToast } from '@kobza/design-system'
import { usePlayer, type Track } from './PlayerContext'
import styles from './QueueMenu.module.css'

/** A song row's 'Play next' and 'Add to queue', in a small menu so the row keeps its one Play button. */
export function QueueMenu({ track, className }: { track: Track | null; className?: string }) {
  const { t } = useTranslation()
  const player = usePlayer()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement | null>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  if (!track) return null
  const choose = (action: 'playNext' | 'addToQueue') => {
    setOpen(false)
    player[action](track)
    toast.show({ message: t(action === 'playNext' ? 'player.queuedNext' : 'player.queued', { name: track.title }) })
  }
  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Escape') setOpen(false)
  }

  return (
    <div className={`${styles.menu} ${className ?? ''}`} ref={rootRef}>
      <IconButton
        label={t('player.queueMenu', { name: track.title })}
        icon={<Icon name="plus" />}
        size="sm"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul className={styles.list} role="menu">
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              autoFocus
              onClick={() => choose('playNext')}
              onKeyDown={onKeyDown}
            >
              {t('player.playNext')}
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => choose('addToQueue')}
              onKeyDown={onKeyDown}
            >
              {t('player.addToQueue')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
