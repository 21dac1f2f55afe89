import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Cover } from '@kobza/design-system'
import { cropRatios, type CatalogueEvent, type PlaylistSummary } from '@kobza/contract'
import { formatDateTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import styles from './Cards.module.css'

export const playlistPath = (nickName: string, id: number) => `${paths.profile(nickName)}/playlist/${id}`
export const eventPath = (nickName: string, id: number) => `${paths.profile(nickName)}/events/${id}`

/** A playlist as a square cover with its name and song count (spec 001 §3 Playlist). */
export function PlaylistCard({ playlist, nickName }: { playlist: PlaylistSummary; nickName: string }) {
  const { t } = useTranslation('catalogue')
  return (
    <Link to={playlistPath(nickName, playlist.id)} className={styles.card}>
      <Cover src={playlist.playListCoverThumbnail} alt="" ratio={cropRatios.square} />
      <span className={styles.title}>{playlist.playListName}</span>
      <span className={styles.meta}>{t('playlist.songCount', { count: playlist.totalSong })}</span>
    </Link>
  )
}

/** An event as its cover, title and start (spec 001 §3 Event). */
export function EventCard({ event, nickName }: { event: CatalogueEvent; nickName: string }) {
  const [language] = useLanguage()
  return (
    <Link to={eventPath(nickName, event.id)} className={styles.card}>
      <Cover src={event.eventCoverThumbnail} alt="" ratio={cropRatios.postCover} />
      <span className={styles.title}>{event.eventTitle}</span>
      <time className={styles.meta} dateTime={event.eventStartAt.replace(' ', 'T') + 'Z'}>
        {formatDateTime(event.eventStartAt, language)}
      </time>
    </Link>
  )
}

/** A responsive grid of cards. */
export function CardGrid({ children, label, wide = false }: { children: ReactNode; label: string; wide?: boolean }) {
  return (
    <ul className={`${styles.grid} ${wide ? styles.wide : ''}`} aria-label={label}>
      {children}
    </ul>
  )
}
