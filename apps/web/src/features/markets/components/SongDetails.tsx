import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Cover, Stack } from '@kobza/design-system'
import { cropRatios, type Auction } from '@kobza/contract'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { PlayButton } from './PlayButton'
import { auctionTrack } from './tracks'
import { externalHref } from './format'
import styles from './Markets.module.css'

export interface DetailRow {
  label: string
  value: ReactNode
}

/**
 * The song part of the detail pages (spec 002 §2): cover, player, name, artist, links,
 * description and the info rows that are present, then the page's own rows and action.
 */
export function SongDetails({
  auction,
  rows,
  children,
  headingLevel = 'h2',
}: {
  auction: Auction
  rows: readonly DetailRow[]
  children?: ReactNode
  headingLevel?: 'h1' | 'h2'
}) {
  const { t } = useTranslation(['markets', 'shared'])
  const eraLabel = useEraLabel('markets')
  const genreLabel = useGenreCodeLabel()
  const Heading = headingLevel
  const song = auction.song.songName
  const genre = auction.genreType
  const info: DetailRow[] = [
    { label: t('detail.era'), value: eraLabel(auction.era) },
    ...(genre ? [{ label: t('detail.genre'), value: genreLabel(genre) }] : []),
    ...(auction.textAuthor ? [{ label: t('detail.textAuthor'), value: auction.textAuthor }] : []),
    ...(auction.songLabel ? [{ label: t('detail.label'), value: auction.songLabel }] : []),
    ...(auction.recordingStudio ? [{ label: t('detail.studio'), value: auction.recordingStudio }] : []),
    ...(auction.composer ? [{ label: t('detail.composer'), value: auction.composer }] : []),
    ...(auction.yearOfRelease ? [{ label: t('detail.year'), value: String(auction.yearOfRelease) }] : []),
  ]
  const links = [
    auction.socialMediaSpotify && { label: t('detail.spotify'), href: auction.socialMediaSpotify },
    auction.socialMediaTwitter && { label: t('detail.youtube'), href: auction.socialMediaTwitter },
    auction.customLink && { label: t('detail.customLink'), href: auction.customLink },
  ].filter((link): link is { label: string; href: string } => Boolean(link))

  return (
    <div className={styles.detail}>
      <Stack gap={3}>
        <Cover src={auction.coverUrl} alt={t('list.cover', { song })} ratio={cropRatios.square} priority />
        <PlayButton track={auctionTrack(auction)} />
      </Stack>
      <Stack gap={4}>
        <div>
          <Heading className={styles.detailTitle}>{song}</Heading>
          <p className={styles.muted}>{auction.song.user.publicName}</p>
        </div>
        {links.length > 0 && (
          <div className={styles.links}>
            {links.map((link) => (
              <a key={link.label} href={externalHref(link.href)} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ))}
          </div>
        )}
        <p>{auction.description}</p>
        <dl className={styles.rows}>
          {[...info, ...rows].map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </Stack>
    </div>
  )
}
