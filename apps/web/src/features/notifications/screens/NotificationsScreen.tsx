import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { Notification } from '@kobza/contract'
import { Avatar, Button, Container, EmptyState, PageHeader, Preloader } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { formatDateTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import screen from '../../../shared/ui/Screen.module.css'
import { markRead, pageQueryOptions } from '../api/notificationsApi'
import { notificationLink } from '../components/notificationLink'
import styles from './NotificationsScreen.module.css'
import { Pager } from '../../../shared/ui/Pager'

/** The signed-in user's notifications, newest first, 20 a page; each links to what it is about. */
export function NotificationsScreen() {
  const { t } = useTranslation(['notifications', 'shared'])
  const [language] = useLanguage()
  const { client, queryClient } = useServices()
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const notifications = useQuery(pageQueryOptions(client, page - 1))
  const me = session.loggedIn ? session.user : null

  const text = (item: Notification) => {
    const values = {
      actor: item.actor?.publicName ?? t('page.someone'),
      others: item.othersCount,
      // A chat's notification counts its sender's messages, not other people.
      messages: item.othersCount + 1,
      amount: item.data.amount ?? '',
      name: item.data.name ?? '',
      deadline: typeof item.data.deadlineAt === 'string' ? formatDateTime(item.data.deadlineAt, language) : '',
      until: typeof item.data.activeUntil === 'string' ? formatDateTime(item.data.activeUntil, language) : '',
    }
    const key =
      (item.type === 'POST_LIKED' || item.type === 'CHAT_MESSAGE') && item.othersCount > 0
        ? (`${item.type}_others` as const)
        : (item.type === 'WITHDRAWAL_DECIDED' || item.type === 'NOMINATION_DECIDED') && item.data.status === 'REJECTED'
          ? (`${item.type}_rejected` as const)
          : item.type === 'AUCTION_ENDED' && item.data.status === 'UNSOLD'
            ? ('AUCTION_ENDED_unsold' as const)
            : item.type
    return t(`text.${key}`, values)
  }

  const data = notifications.data
  return (
    <Container className={screen.page}>
      <PageHeader
        className={screen.pageHeader}
        title={t('titles.notifications')}
        actions={
          data && data.unread > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => void markRead(client, queryClient)}>
              {t('page.markAllRead')}
            </Button>
          ) : undefined
        }
      />
      {data ? (
        data.elements.length ? (
          <>
            <ul className={styles.list} data-testid="notifications-list">
              {data.elements.map((item) => (
                <li key={item.id} className={styles.item} data-unread={item.readAt === null}>
                  <Avatar src={item.actor?.avatar} name={item.actor?.publicName ?? ''} size="sm" decorative />
                  <Link
                    to={notificationLink(item, me)}
                    className={styles.text}
                    onClick={() => {
                      if (item.readAt === null) void markRead(client, queryClient, [item.id])
                    }}
                  >
                    {text(item)}
                    <time className={styles.time} dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt, language)}
                    </time>
                  </Link>
                  {item.readAt === null && (
                    <Button variant="ghost" size="sm" onClick={() => void markRead(client, queryClient, [item.id])}>
                      {t('page.markRead')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={data.totalPages}
              onPageChange={(next) => setParams({ page: String(next) })}
              maxButtons={7}
              label={t('page.pages')}
            />
          </>
        ) : (
          <EmptyState title={t('page.empty')} description={t('page.emptyHint')} />
        )
      ) : notifications.isPending ? (
        <Preloader label={t('shared:common.loading')} />
      ) : (
        <p role="alert">{t('page.failed')}</p>
      )}
    </Container>
  )
}
