import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, EmptyState, Preloader, Tabs } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { playlistsQueryOptions, songsQueryOptions, whileProcessing } from '../api/catalogueApi'
import { ArtistPage, type ArtistPageContext } from '../components/ArtistPage'
import { CardGrid, PlaylistCard } from '../components/Cards'
import { PagedNav } from '../components/Paged'
import { SongList } from '../components/SongList'
import { UploadSongPopup } from '../components/ownerPopups'
import { usePageParam } from '../components/usePageParam'
import { RetryButton } from '../../../shared/ui/RetryButton'

type SongsTab = 'songs' | 'playlist'

/**
 * /profile/{nickName}/songs?tab=songs|playlist&page (spec 001 §2): 'My Songs' for the owner,
 * 'Songs' for others; the owner uploads songs and starts playlists here.
 */
export function SongsScreen() {
  const { t } = useTranslation('catalogue')
  const [params] = useSearchParams()
  const tab: SongsTab = params.get('tab') === 'playlist' ? 'playlist' : 'songs'
  const [uploading, setUploading] = useState(false)
  return (
    <ArtistPage
      title={({ isOwner }) => (isOwner ? t('songs.mySongs') : t('songs.songs'))}
      actions={({ isOwner, isArtist }) =>
        isOwner && isArtist ? (
          tab === 'songs' ? (
            <Button onClick={() => setUploading(true)}>{t('songs.uploadSong')}</Button>
          ) : (
            <LinkButton to={paths.createPlaylist}>{t('songs.newPlaylist')}</LinkButton>
          )
        ) : undefined
      }
    >
      {(context) => (
        <>
          <SongsTabs context={context} tab={tab} />
          {context.isOwner && (
            <UploadSongPopup artistUuid={context.profile.uuid} open={uploading} onClose={() => setUploading(false)} />
          )}
        </>
      )}
    </ArtistPage>
  )
}

function SongsTabs({ context, tab }: { context: ArtistPageContext; tab: SongsTab }) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const [page, setPage] = usePageParam()
  const { profile, isOwner } = context
  const songs = useQuery({
    ...songsQueryOptions(client, profile.uuid, page),
    // The artist watches a new song's processing progress until it is READY or FAILED.
    refetchInterval: (query) => whileProcessing(query.state.data?.elements),
    enabled: tab === 'songs',
    placeholderData: keepPreviousData,
  })
  const playlists = useQuery({
    ...playlistsQueryOptions(client, profile.uuid, page),
    enabled: tab === 'playlist',
    placeholderData: keepPreviousData,
  })
  const active = tab === 'songs' ? songs : playlists

  let body
  if (active.isPending) body = <Preloader label={t('shared:common.loading')} centered />
  else if (active.isError)
    body = (
      <EmptyState compact title={t('songs.loadError')} action={<RetryButton onRetry={() => void active.refetch()} />} />
    )
  else if (tab === 'songs' && songs.data)
    body =
      songs.data.elements.length === 0 ? (
        <EmptyState compact title={isOwner ? t('songs.emptyOwn') : t('songs.emptyOther')} />
      ) : (
        <>
          <SongList songs={songs.data.elements} isOwner={isOwner} label={t('songs.list')} />
          <PagedNav page={page} totalPages={songs.data.totalPages} onPageChange={setPage} />
        </>
      )
  else if (playlists.data)
    body =
      playlists.data.elements.length === 0 ? (
        <EmptyState compact title={isOwner ? t('songs.emptyPlaylistsOwn') : t('songs.emptyPlaylistsOther')} />
      ) : (
        <>
          <CardGrid label={t('songs.playlistsTab')}>
            {playlists.data.elements.map((playlist) => (
              <li key={playlist.id}>
                <PlaylistCard playlist={playlist} nickName={profile.nickName} />
              </li>
            ))}
          </CardGrid>
          <PagedNav page={page} totalPages={playlists.data.totalPages} onPageChange={setPage} />
        </>
      )

  return (
    <Tabs
      items={[
        { value: 'songs', label: t('songs.songsTab') },
        { value: 'playlist', label: t('songs.playlistsTab') },
      ]}
      value={tab}
      onChange={(value) => setPage(1, { tab: value })}
      label={t('songs.tabs')}
      activation="manual"
    >
      {body}
    </Tabs>
  )
}
