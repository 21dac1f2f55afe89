import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Avatar, Card, Container, EmptyState, PageHeader, Preloader } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatHryvnia } from '../../../shared/format/format'
import { paths } from '../../../shared/paths'
import { LinkButton } from '../../../shared/ui/LinkButton'
import screen from '../../../shared/ui/Screen.module.css'
import { ProfileMoneyActions } from '../../payments/public'
import { ordersQueryOptions, profileQueryOptions } from '../api/greetingsApi'
import { OrderList } from '../components/OrderList'
import { OfferPopup } from '../components/OfferPopup'
import styles from '../components/Orders.module.css'

/** The owner's incoming orders, newest first, each opening the View offer popup. */
function IncomingOrders({ nickName }: { nickName: string }) {
  const { t } = useTranslation(['greetings', 'shared'])
  const { client, queryClient } = useServices()
  const orders = useQuery(ordersQueryOptions(client, true))
  const [viewing, setViewing] = useState<number | null>(null)
  const current = orders.data?.find((order) => order.id === viewing) ?? null

  return (
    <>
      <div className={styles.headerRow}>
        <p className={`${styles.intro} ${styles.headerText}`}>{t('artist.intro')}</p>
        <div className={styles.headerActions}>
          {/* The Edit prices popup belongs to the profile feature's subscribers page (spec 001 §2). */}
          <LinkButton to={`${paths.profile(nickName)}/subscribers`} variant="ghost">
            {t('artist.editPrices')}
          </LinkButton>
          <LinkButton to={paths.earnings(nickName)} variant="secondary">
            {t('artist.earnings')}
          </LinkButton>
        </div>
      </div>
      <OrderList
        orders={orders.data}
        loading={orders.isPending}
        forArtist={true}
        viewLabel={t('artist.viewOffer')}
        empty={{ title: t('artist.empty'), description: t('artist.emptyHint') }}
        onView={setViewing}
      />
      <OfferPopup
        order={current}
        onClose={() => setViewing(null)}
        // The balance moved too (released or returned): the Earnings page must not show the old one.
        onSettled={() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: ['greetings'] }),
            queryClient.invalidateQueries({ queryKey: ['payments'] }),
          ])
        }
      />
    </>
  )
}

/** Someone else's page: who the artist is, the price and rules, and the money buttons to order. */
function OrderFromArtist({ nickName }: { nickName: string }) {
  const { t } = useTranslation(['greetings', 'shared'])
  const [language] = useLanguage()
  const { client } = useServices()
  const profile = useQuery(profileQueryOptions(client, nickName))
  if (!profile.data) return profile.isPending ? <Preloader label={t('shared:common.loading')} /> : null
  const artist = profile.data
  if (!artist.authorities.includes('ARTIST')) return <EmptyState title={t('artist.notArtist')} />
  const { price, rule } = artist.soldServices.videoCongratulationPrice
  return (
    <Card padding="lg">
      <div className={styles.headerRow}>
        <Avatar src={artist.avatar} name={artist.publicName} size="lg" decorative />
        <div className={styles.headerText}>
          <h2 className={screen.sectionTitle}>{artist.publicName}</h2>
          <p className={styles.note}>{t('artist.notOwner', { name: artist.publicName })}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        {price !== null && (
          <>
            <dt>{t('artist.price')}</dt>
            <dd>{formatHryvnia(price, language)}</dd>
          </>
        )}
        {rule && (
          <>
            <dt>{t('artist.rules')}</dt>
            <dd>{rule}</dd>
          </>
        )}
      </dl>
      <ProfileMoneyActions profile={artist} />
    </Card>
  )
}

/** /profile/{nickname}/video (spec 001 §2): the artist's orders for the owner, the way to order for others. */
export function ArtistVideosScreen() {
  const { t } = useTranslation('greetings')
  const { nickName = '' } = useParams()
  const session = useSession()
  const own = session.isArtist && session.user?.nickName === nickName
  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.profileVideo')} />
      {own ? <IncomingOrders nickName={nickName} /> : <OrderFromArtist nickName={nickName} />}
    </Container>
  )
}
