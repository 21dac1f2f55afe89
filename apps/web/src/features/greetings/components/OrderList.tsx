import { useTranslation } from 'react-i18next'
import { Button, EmptyState, Preloader } from '@kobza/design-system'
import type { VideoOrder } from '@kobza/contract'
import { OrderRow } from './OrderRow'
import styles from './Orders.module.css'

/** The video congratulation orders of a fan or an artist, each with its View button; loading, then the list or the empty state. */
export function OrderList({
  orders,
  loading,
  forArtist,
  viewLabel,
  empty,
  onView,
}: {
  orders: VideoOrder[] | undefined
  loading: boolean
  forArtist: boolean
  viewLabel: string
  empty: { title: string; description: string }
  onView: (id: number) => void
}) {
  const { t } = useTranslation('shared')
  if (!orders) return loading ? <Preloader label={t('common.loading')} /> : null
  if (orders.length === 0) return <EmptyState title={empty.title} description={empty.description} />
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          forArtist={forArtist}
          action={
            <Button size="sm" variant="secondary" onClick={() => onView(order.id)}>
              {viewLabel}
            </Button>
          }
        />
      ))}
    </ul>
  )
}
