import { useTranslation } from 'react-i18next'
import { Badge, Button, Popup } from '@kobza/design-system'
import type { VideoOrder } from '@kobza/contract'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDateTime, formatHryvnia } from '../../../shared/format/format'
import { statusTone } from './OrderRow'
import styles from './Orders.module.css'

/** The fan's View popup (spec 001 §2): the order, and the video to watch and download once it is done. */
export function FanOrderPopup({ order, onClose }: { order: VideoOrder | null; onClose: () => void }) {
  const { t } = useTranslation(['greetings', 'shared'])
  const [language] = useLanguage()
  if (!order) return null
  const name = order.user.publicName ?? order.user.nickName ?? t('order.unknown')
  return (
    <Popup
      open
      onClose={onClose}
      title={t('order.with', { name })}
      closeLabel={t('shared:common.close')}
      size="lg"
      actions={
        <>
          {order.status === 'COMPLETE' && order.videoUrl && (
            <a className={styles.download} href={order.videoUrl} download>
              {t('fan.download')}
            </a>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('shared:common.close')}
          </Button>
        </>
      }
    >
      {order.status === 'COMPLETE' && order.videoUrl && (
        <video
          className={styles.video}
          src={order.videoUrl}
          poster={order.videoPosterUrl ?? undefined}
          playsInline
          controls
          preload="metadata"
          aria-label={t('fan.videoLabel', { name })}
        />
      )}
      {order.status === 'INIT' && order.deadlineAt && (
        <p className={styles.note}>{t('fan.waiting', { date: formatDateTime(order.deadlineAt, language) })}</p>
      )}
      {order.status === 'DECLINED' && <p className={styles.note}>{t('fan.declined')}</p>}
      <dl className={styles.facts}>
        <dt>{t('order.status')}</dt>
        <dd>
          <Badge tone={statusTone[order.status]}>{t(`status.${order.status}`)}</Badge>
        </dd>
        <dt>{t('order.amount')}</dt>
        <dd>{formatHryvnia(order.money.amount, language)}</dd>
        <dt>{t('order.desire')}</dt>
        <dd>{order.fanDesire}</dd>
      </dl>
    </Popup>
  )
}
