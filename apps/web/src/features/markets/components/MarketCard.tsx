import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, Cover } from '@kobza/design-system'
import { cropRatios, type Auction } from '@kobza/contract'
import type { Track } from '../../../shared/player/PlayerContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { PlayButton } from './PlayButton'
import { auctionTrack } from './tracks'
import styles from './Markets.module.css'

/** A card of the market grids: cover, player, song, artist, an optional line and View (spec 002 §2). */
export function MarketCard({
  auction,
  href,
  queue,
  extra,
}: {
  auction: Auction
  href: string
  queue: readonly Track[]
  extra?: ReactNode
}) {
  const { t } = useTranslation('markets')
  const song = auction.song.songName
  return (
    <Card as="article" padding="md" className={styles.card}>
      <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden>
        <Cover
          src={auction.coverUrl}
          alt={t('list.cover', { song })}
          ratio={cropRatios.square}
          sizes="(max-width: 640px) 100vw, 320px"
        />
      </Link>
      <h3 className={styles.cardTitle}>{song}</h3>
      <p className={styles.muted}>{auction.song.user.publicName}</p>
      {extra}
      <div className={styles.cardFooter}>
        <PlayButton track={auctionTrack(auction)} queue={queue} />
        <LinkButton to={href} variant="primary" size="sm" aria-label={`${t('list.view')}: ${song}`}>
          {t('list.view')}
        </LinkButton>
      </div>
    </Card>
  )
}
