import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import styles from './NotificationsBell.module.css'

export interface NotificationsBellProps {
  unread: number
  /** Icon only (the collapsed side navigation). */
  compact?: boolean
  className?: string
}

/** The bell of the navigation: a link to the notifications page with the unread count. */
export function NotificationsBell({ unread, compact = false, className }: NotificationsBellProps) {
  const { t } = useTranslation()
  const label = t('notifications.bell', { unread })
  return (
    <Link
      to={paths.notifications}
      className={[styles.bell, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-testid="notifications-bell"
    >
      <Icon name="bell" />
      {!compact && <span className={styles.label}>{t('notifications.title')}</span>}
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="notifications-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  )
}
