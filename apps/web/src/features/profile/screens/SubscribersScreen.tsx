import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Avatar, Button, Container, EmptyState, PageHeader, Preloader, SearchBox, Tooltip } from '@kobza/design-system'
import type { ArtistProfile } from '@kobza/contract'
import { formatShortDate } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { subscribersQueryOptions } from '../api/profileApi'
import { useArtistPage } from '../api/useArtistPage'
import { OwnerNav } from '../components/OwnerNav'
import styles from './SubscribersScreen.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'
import { Pager } from '../../../shared/ui/Pager'
import { lazyPopup } from '../../../shared/ui/lazyPopup'

// The owner's forms load when first opened: they would put the forms' machinery into the
// profile's chunk, which every reader of a profile downloads.
const EditPricesPopup = lazyPopup(() => import('../components/EditPricesPopup').then((m) => m.EditPricesPopup))
const AddSubscriberPopup = lazyPopup(() => import('../components/AddSubscriberPopup').then((m) => m.AddSubscriberPopup))

/**
 * /profile/{nickName}/subscribers (spec 001 §2): the artist's own subscribers with a search box,
 * Edit prices and Add subscriber (an e-mail invitation to a free subscription).
 */
export function SubscribersScreen() {
  const { nickName = '' } = useParams()
  const { t } = useTranslation(['profile', 'shared'])
  const { query, profile, isOwner, isArtist } = useArtistPage(nickName)
  const [dialog, setDialog] = useState<'prices' | 'invite' | null>(null)

  if (query.isPending || !profile)
    return (
      <Container className={screen.page}>
        <PageHeader className={screen.pageHeader} title={t('titles.subscribers')} />
        {query.isPending ? (
          <Preloader label={t('shared:common.loading')} centered />
        ) : (
          <EmptyState title={t('profile.notFoundTitle')} />
        )}
      </Container>
    )
  return (
    <Container className={screen.page}>
      {isOwner && isArtist && <OwnerNav nickName={profile.nickName} />}
      <PageHeader
        className={screen.pageHeader}
        title={t('titles.subscribers')}
        actions={
          isOwner && isArtist ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setDialog('prices')}>
                {t('subscribers.editPrices')}
              </Button>
              <Tooltip content={t('ownerNav.notAvailableYet')}>
                <Button variant="secondary" aria-disabled="true" onClick={(event) => event.preventDefault()}>
                  {t('subscribers.promoCode')}
                </Button>
              </Tooltip>
              <Button onClick={() => setDialog('invite')}>{t('subscribers.addSubscriber')}</Button>
            </div>
          ) : undefined
        }
      />
      {isOwner ? <SubscriberList profile={profile} /> : <EmptyState title={t('subscribers.ownerOnly')} />}
      {isOwner && isArtist && (
        <>
          <EditPricesPopup profile={profile} open={dialog === 'prices'} onClose={() => setDialog(null)} />
          <AddSubscriberPopup profile={profile} open={dialog === 'invite'} onClose={() => setDialog(null)} />
        </>
      )}
    </Container>
  )
}

function SubscriberList({ profile }: { profile: ArtistProfile }) {
  const { t } = useTranslation(['profile', 'shared'])
  const { client } = useSession()
  const [language] = useLanguage()
  const [params, setParams] = useSearchParams()
  const [search, setSearch] = useState('')
  const parsed = Number(params.get('page'))
  const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1
  const subscribers = useQuery({
    ...subscribersQueryOptions(client, profile.uuid, page),
    placeholderData: keepPreviousData,
  })

  if (subscribers.isPending) return <Preloader label={t('shared:common.loading')} centered />
  if (subscribers.isError)
    return (
      <EmptyState
        title={t('shared:common.somethingWentWrong')}
        action={<RetryButton onRetry={() => void subscribers.refetch()} />}
      />
    )
  const all = subscribers.data.elements
  const query = search.trim().toLowerCase()
  const shown = query ? all.filter((item) => item.follower.nickName.toLowerCase().includes(query)) : all
  if (all.length === 0 && page === 1) return <EmptyState title={t('subscribers.empty')} />
  return (
    <>
      <SearchBox
        className={styles.search}
        value={search}
        onChange={setSearch}
        onSearch={setSearch}
        label={t('subscribers.search')}
        placeholder={t('subscribers.searchPlaceholder')}
        clearLabel={t('subscribers.clearSearch')}
      />
      {shown.length === 0 ? (
        <EmptyState compact title={t('subscribers.noMatch', { query: search.trim() })} />
      ) : (
        <ul className={styles.list} aria-label={t('subscribers.list')}>
          {shown.map((item) => (
            <li key={item.follower.uuid} className={styles.item}>
              <Avatar src={item.follower.avatar} name={item.follower.nickName} decorative />
              <Link to={paths.profile(item.follower.nickName)} className={styles.name}>
                {item.follower.nickName}
              </Link>
              <span className={styles.since}>
                {t('subscribers.since', { date: formatShortDate(item.subscribeAt, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        className={styles.pagination}
        page={page}
        totalPages={subscribers.data.totalPages}
        onPageChange={(next) => setParams({ page: String(next) })}
        maxButtons={7}
        label={t('subscribers.pages')}
      />
    </>
  )
}
