import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, Cover, EmptyState, Icon, Preloader, SearchBox } from '@kobza/design-system'
import { cropRatios, pageSizes } from '@kobza/contract'
import { usePlayer } from '../../../shared/player/PlayerContext'
import { useSession } from '../../../shared/session/SessionContext'
import { playlistQueryOptions, playlistsQueryOptions } from '../api/catalogueApi'
import { ArtistPage, type ArtistPageContext } from '../components/ArtistPage'
import { ItemLoadError } from '../components/ItemLoadError'
import { CardGrid, PlaylistCard } from '../components/Cards'
import { SongList, songTrack } from '../components/SongList'
import styles from './Catalogue.module.css'
import { useShareLink } from '../components/useShareLink'

/** /profile/{nickName}/playlist/{id} (spec 001 §2): cover, name, song count, search, songs, 'Also listen'. */
export function PlaylistScreen() {
  const { t } = useTranslation('catalogue')
  return <ArtistPage title={() => t('titles.playlist')}>{(context) => <PlaylistBody context={context} />}</ArtistPage>
}

function PlaylistBody({ context }: { context: ArtistPageContext }) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const player = usePlayer()
  const share = useShareLink()
  const id = Number(useParams().id)
  const [search, setSearch] = useState('')
  const { profile } = context
  const playlist = useQuery(playlistQueryOptions(client, profile.uuid, id))
  // One more than shown, so that the open playlist can be left out and four still remain.
  const others = useQuery(playlistsQueryOptions(client, profile.uuid, 1, pageSizes.otherPlaylists + 1))

  if (playlist.isPending) return <Preloader label={t('shared:common.loading')} centered />
  if (playlist.isError) {
    return (
      <ItemLoadError
        error={playlist.error}
        notFoundTitle={t('playlist.notFoundTitle')}
        onRetry={() => void playlist.refetch()}
      />
    )
  }
  const data = playlist.data
  const query = search.trim().toLowerCase()
  const songs = query ? data.songs.filter((song) => song.songName.toLowerCase().includes(query)) : data.songs
  const queue = data.songs.filter((song) => song.songUrl).map(songTrack)
  const shared = { kind: 'playlist' as const, id: data.id, nickName: profile.nickName, title: data.playListName }
  const alsoListen = (others.data?.elements ?? [])
    .filter((entry) => entry.id !== data.id)
    .slice(0, pageSizes.otherPlaylists)

  return (
    <>
      <div className={styles.hero}>
        <Cover
          src={data.playListCover ?? data.playListCoverThumbnail}
          alt={t('playlist.coverAlt', { name: data.playListName })}
          ratio={cropRatios.square}
          className={styles.heroCover}
        />
        <div className={styles.heroText}>
          <h2 className={styles.heroTitle}>{data.playListName}</h2>
          <p className={styles.muted}>{t('playlist.songCount', { count: data.totalSong })}</p>
          {data.description && <p className={styles.description}>{data.description}</p>}
          <div className={styles.heroActions}>
            {queue[0] && (
              <Button iconStart={<Icon name="play" />} onClick={() => player.playList(queue, 0)}>
                {t('playlist.playAll')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => void share.copyLink(shared)}>
              {t('share.share')}
            </Button>
            <Button variant="secondary" onClick={() => void share.copyEmbed(shared)}>
              {t('share.embed')}
            </Button>
          </div>
        </div>
      </div>
      <SearchBox
        className={styles.search}
        value={search}
        onChange={setSearch}
        onSearch={setSearch}
        label={t('playlist.search')}
        placeholder={t('playlist.searchPlaceholder')}
        clearLabel={t('playlist.clearSearch')}
      />
      {songs.length === 0 ? (
        <EmptyState compact title={t('playlist.noMatch', { query: search })} />
      ) : (
        <SongList songs={songs} label={data.playListName} />
      )}
      {alsoListen.length > 0 && (
        <section className={styles.section} aria-labelledby="also-listen">
          <h2 id="also-listen" className={styles.sectionTitle}>
            {t('playlist.alsoListen')}
          </h2>
          <CardGrid label={t('playlist.alsoListen')}>
            {alsoListen.map((entry) => (
              <li key={entry.id}>
                <PlaylistCard playlist={entry} nickName={profile.nickName} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </>
  )
}
