import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, EmptyState, Preloader, Tabs } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { productsQueryOptions } from '../api/catalogueApi'
import { CardGrid, EventCard, PlaylistCard } from './Cards'
import { SongList } from './SongList'
import styles from './ArtistContent.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'
import { CreateEventPopup, UploadSongPopup } from './ownerPopups'

type ContentTab = 'songs' | 'playlist' | 'events'
const tabs: readonly ContentTab[] = ['songs', 'playlist', 'events']

export interface ArtistContentProps {
  artist: { uuid: string; nickName: string }
  isOwner: boolean
}

/**
 * The profile's content box (spec 000 §2): tabs songs, playlist and events with the artist's
 * songs, first 4 playlists and first 3 events, each with Show all; the owner adds from here.
 * The tab lives in the URL (`?tab=playlist`), as in the spec's links.
 */
export function ArtistContent({ artist, isOwner }: ArtistContentProps) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const [params, setParams] = useSearchParams()
  const tab: ContentTab = tabs.find((value) => value === params.get('tab')) ?? 'songs'
  const [dialog, setDialog] = useState<'song' | 'event' | null>(null)
  const products = useQuery(productsQueryOptions(client, artist.uuid))
  const base = paths.profile(artist.nickName)
  const showAll: Record<ContentTab, string> = {
    songs: `${base}/songs?tab=songs&page=1`,
    playlist: `${base}/songs?tab=playlist&page=1`,
    events: `${base}/events?page=1`,
  }

  const selectTab = (value: ContentTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', value)
        next.set('page', '1')
        return next
      },
      { replace: true }
    )

  let body
  if (products.isPending) body = <Preloader label={t('shared:common.loading')} centered />
  else if (products.isError)
    body = (
      <EmptyState
        compact
        headingLevel="h3"
        title={t('songs.loadError')}
        action={<RetryButton onRetry={() => void products.refetch()} />}
      />
    )
  else if (tab === 'songs')
    body =
      products.data.songs.length === 0 ? (
        <EmptyState compact headingLevel="h3" title={isOwner ? t('songs.emptyOwn') : t('songs.emptyOther')} />
      ) : (
        <SongList songs={products.data.songs} isOwner={isOwner} label={t('songs.list')} />
      )
  else if (tab === 'playlist')
    body =
      products.data.playlists.length === 0 ? (
        <EmptyState
          compact
          headingLevel="h3"
          title={isOwner ? t('songs.emptyPlaylistsOwn') : t('songs.emptyPlaylistsOther')}
        />
      ) : (
        <CardGrid label={t('content.playlist')}>
          {products.data.playlists.map((playlist) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} nickName={artist.nickName} />
            </li>
          ))}
        </CardGrid>
      )
  else
    body =
      products.data.events.length === 0 ? (
        <EmptyState compact headingLevel="h3" title={isOwner ? t('events.emptyOwn') : t('events.emptyOther')} />
      ) : (
        <CardGrid label={t('content.events')} wide>
          {products.data.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} nickName={artist.nickName} />
            </li>
          ))}
        </CardGrid>
      )

  return (
    <section className={styles.box} aria-label={t('content.label')}>
      <div className={styles.toolbar}>
        <Tabs
          items={tabs.map((value) => ({ value, label: t(`content.${value}`) }))}
          value={tab}
          onChange={selectTab}
          label={t('content.label')}
          className={styles.tabs}
        />
        <div className={styles.actions}>
          {isOwner && tab === 'songs' && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('song')}>
              {t('content.addSong')}
            </Button>
          )}
          {isOwner && tab === 'playlist' && (
            <LinkButton size="sm" variant="secondary" to={paths.createPlaylist}>
              {t('content.addPlaylist')}
            </LinkButton>
          )}
          {isOwner && tab === 'events' && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('event')}>
              {t('content.addEvent')}
            </Button>
          )}
          <LinkButton size="sm" variant="ghost" to={showAll[tab]}>
            {t('content.showAll')}
          </LinkButton>
        </div>
      </div>
      <div className={styles.body}>{body}</div>
      {isOwner && (
        <>
          <UploadSongPopup artistUuid={artist.uuid} open={dialog === 'song'} onClose={() => setDialog(null)} />
          <CreateEventPopup artistUuid={artist.uuid} open={dialog === 'event'} onClose={() => setDialog(null)} />
        </>
      )}
    </section>
  )
}
