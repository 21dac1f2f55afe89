import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { Container, PageHeader } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import screen from '../../../shared/ui/Screen.module.css'
import { ordersQueryOptions } from '../api/greetingsApi'
import { OrderList } from '../components/OrderList'
import { FanOrderPopup } from '../components/FanOrderPopup'
import styles from '../components/Orders.module.css'

const PROCESSING_POLL_MS = 10_000

/** 'My video congratulations' (spec 001 §2, /video): the fan's own orders, newest first, with a View popup. */
export function FanVideosScreen() {
  const { t } = useTranslation(['greetings', 'shared'])
  const { client } = useServices()
  const orders = useQuery({
    ...ordersQueryOptions(client, false),
    // A video still being converted comes back READY by itself: look again until it has.
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.videoStatus === 'PROCESSING') ? PROCESSING_POLL_MS : false,
  })
  const [viewing, setViewing] = useState<number | null>(null)
  const current = orders.data?.find((order) => order.id === viewing) ?? null

  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.video')} />
      <p className={styles.intro}>{t('fan.intro')}</p>
      <OrderList
        orders={orders.data}
        loading={orders.isPending}
        forArtist={false}
        viewLabel={t('fan.view')}
        empty={{ title: t('fan.empty'), description: t('fan.emptyHint') }}
        onView={setViewing}
      />
      <FanOrderPopup order={current} onClose={() => setViewing(null)} />
    </Container>
  )
}
