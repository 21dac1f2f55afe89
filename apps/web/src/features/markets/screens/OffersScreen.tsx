import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import type { OfferStatus } from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { offerPageOptions, type MarketFilters } from '../api/marketsApi'
import { FilterButton } from '../components/FilterPopup'
import { MarketCard } from '../components/MarketCard'
import { MarketListLayout } from '../components/MarketListLayout'
import { formatCcd } from '../components/format'
import { auctionTrack } from '../components/tracks'
import styles from '../components/Markets.module.css'
import { useListQuery } from './useListQuery'

const tabs = ['ACTIVE', 'SOLD'] as const satisfies readonly OfferStatus[]

/** /secondary-sale (spec 002 §2): active and sold offers of RR tokens at a fixed total price. */
export function OffersScreen() {
  const { t } = useTranslation(['markets', 'shared'])
  const { client, loggedIn } = useSession()
  const { tab, page, go } = useListQuery(tabs)
  const [filters, setFilters] = useState<MarketFilters>({ genres: [] })
  const query = useQuery({
    ...offerPageOptions(client, { status: tab, page, ...filters }),
    meta: { handlesErrors: true },
  })
  const offers = useMemo(() => query.data?.elements ?? [], [query.data])
  const queue = useMemo(
    () => offers.map((offer) => auctionTrack(offer.auction)).filter((track) => track !== null),
    [offers]
  )

  return (
    <MarketListLayout
      title={t('titles.secondarySale')}
      actions={loggedIn ? <LinkButton to={paths.sellTokens}>{t('list.sellTokens')}</LinkButton> : null}
      aboutTitle={t('list.aboutSecondaryTitle')}
      about={t('list.aboutSecondary')}
      tabs={[
        { value: 'ACTIVE', label: t('list.active') },
        { value: 'SOLD', label: t('list.sold') },
      ]}
      tabsLabel={t('list.offerTabs')}
      tab={tab}
      onTab={(next) => {
        setFilters({ genres: [] })
        go({ tab: next, page: 0 })
      }}
      tools={
        <FilterButton
          value={filters}
          onChange={(next) => {
            setFilters(next)
            go({ page: 0 })
          }}
        />
      }
      state={query.isPending ? 'pending' : query.isError ? 'error' : offers.length === 0 ? 'empty' : 'ready'}
      emptyText={t('list.emptyOffers')}
      page={page}
      totalPages={query.data?.totalPages ?? 0}
      onPage={(next) => go({ page: next })}
      onRetry={() => void query.refetch()}
    >
      <ul className={styles.grid}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <MarketCard
              auction={offer.auction}
              href={`${paths.secondarySale}/${offer.id}`}
              queue={queue}
              extra={
                <p className={styles.muted}>
                  {t('list.tokensFor', { tokens: offer.tokensToSell, price: formatCcd(offer.totalPrice) })}
                </p>
              }
            />
          </li>
        ))}
      </ul>
    </MarketListLayout>
  )
}
