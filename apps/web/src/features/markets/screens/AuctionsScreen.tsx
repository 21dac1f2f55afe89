import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { SearchBox, mediaQueries, useMediaQuery } from '@kobza/design-system'
import type { AuctionStatus } from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { auctionPageOptions, type MarketFilters } from '../api/marketsApi'
import { FilterButton } from '../components/FilterPopup'
import { MarketCard } from '../components/MarketCard'
import { MarketListLayout } from '../components/MarketListLayout'
import { auctionTrack } from '../components/tracks'
import styles from '../components/Markets.module.css'
import { useListQuery } from './useListQuery'

const tabs = ['open', 'finished'] as const
const statusOf: Record<(typeof tabs)[number], AuctionStatus> = { open: 'OPEN', finished: 'FINISHED' }

/** /auctions (spec 002 §2): open and finished initial sales, searchable and filterable. */
export function AuctionsScreen() {
  const { t } = useTranslation(['markets', 'shared'])
  const { client, isArtist } = useSession()
  const isMobile = useMediaQuery(mediaQueries.below.mobile)
  const { tab, page, go } = useListQuery(tabs)
  const [filters, setFilters] = useState<MarketFilters>({ genres: [] })
  const [keyword, setKeyword] = useState('')
  const query = useQuery({
    ...auctionPageOptions(client, { status: statusOf[tab], page, keyword, ...filters }),
    meta: { handlesErrors: true },
  })
  const auctions = useMemo(() => query.data?.elements ?? [], [query.data])
  const queue = useMemo(() => auctions.map(auctionTrack).filter((track) => track !== null), [auctions])

  return (
    <MarketListLayout
      title={t('titles.auctions')}
      actions={
        // Artists on desktop; the phone header shows it to everyone (spec 002 §2, §6).
        isArtist || isMobile ? <LinkButton to={paths.addInitialSale}>{t('list.addInitialSale')}</LinkButton> : null
      }
      aboutTitle={t('list.aboutAuctionsTitle')}
      about={t('list.aboutAuctions')}
      tabs={[
        { value: 'open', label: t('list.open') },
        { value: 'finished', label: t('list.finished') },
      ]}
      tabsLabel={t('list.tabs')}
      tab={tab}
      onTab={(next) => {
        setFilters({ genres: [] })
        go({ tab: next, page: 0 })
      }}
      tools={
        <>
          <SearchBox
            className={styles.search}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            clearLabel={t('list.reset')}
            onSearch={(text) => {
              setKeyword(text)
              if (page !== 0) go({ page: 0 })
            }}
          />
          <FilterButton
            value={filters}
            onChange={(next) => {
              setFilters(next)
              go({ page: 0 })
            }}
          />
        </>
      }
      state={query.isPending ? 'pending' : query.isError ? 'error' : auctions.length === 0 ? 'empty' : 'ready'}
      emptyText={t('list.emptyAuctions')}
      page={page}
      totalPages={query.data?.totalPages ?? 0}
      onPage={(next) => go({ page: next })}
      onRetry={() => void query.refetch()}
    >
      <ul className={styles.grid}>
        {auctions.map((auction) => (
          <li key={auction.id}>
            <MarketCard auction={auction} href={`${paths.auctions}/${auction.id}`} queue={queue} />
          </li>
        ))}
      </ul>
    </MarketListLayout>
  )
}
