import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, Badge } from '@kobza/design-system'
import type { VideoOrder } from '@kobza/contract'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDateTime, formatHryvnia } from '../../../shared/format/format'
import { splitSeconds, timeLeftKey } from './timeLeft'
import styles from './Orders.module.css'

export const statusTone = { INIT: 'info', COMPLETE: 'success', DECLINED: 'danger' } as const

/** "2 d 4 h left", or the overdue notice once the deadline has passed (the job declines it within a minute). */
export function useTimeLeft() {
  const { t } = useTranslation('greetings')
  return (order: VideoOrder) => {
    if (order.secondsLeft === null) return null
    if (order.secondsLeft <= 0) return t('order.overdue')
    return t('order.timeLeft', { left: t(`order.${timeLeftKey(order.secondsLeft)}`, splitSeconds(order.secondsLeft)) })
  }
}

/** One order in a list: the other party, when, the price, the status and (open ones) the time left. */
export function OrderRow({ order, forArtist, action }: { order: VideoOrder; forArtist: boolean; action: ReactNode }) {
  const { t } = useTranslation('greetings')
  const [language] = useLanguage()
  const timeLeft = useTimeLeft()(order)
  const name = order.user.publicName ?? order.user.nickName ?? t('order.unknown')
  return (
    <li className={styles.row} data-testid="video-order">
      <Avatar src={order.user.avatar} name={name} size="md" decorative />
      <div className={styles.main}>
        <span className={styles.name}>{forArtist ? t('order.from', { name }) : t('order.with', { name })}</span>
        <span className={styles.meta}>
          {t('order.orderedAt', { date: formatDateTime(order.orderedAt, language) })} ·{' '}
          {formatHryvnia(order.money.amount, language)}
        </span>
        <p className={styles.desire}>{order.fanDesire}</p>
        {timeLeft && <span className={styles.deadline}>{timeLeft}</span>}
      </div>
      <div className={styles.side}>
        <Badge tone={statusTone[order.status]}>
          {forArtist ? t(`artistStatus.${order.status}`) : t(`status.${order.status}`)}
        </Badge>
        {action}
      </div>
    </li>
  )
}
