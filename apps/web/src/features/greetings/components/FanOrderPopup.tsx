import { useTranslation } from 'react-i18next'
import { Badge, Button, Popup } from '@kobza/design-system'
import type { VideoOrder } from '@kobza/contract'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDateTime, formatHryvnia } from '../../../shared/format/format'
import { statusTone } from './OrderRow'
import styles from './Orders.module.css'

/**
 * The fan's View popup (spec 001 §2): the order, and the video to watch and download once it is done.
 * While the video is still being converted to MP4 (`videoStatus` PROCESSING) the fan is told so and
 * given nothing to play: the file as sent is often a browser's WebM, which an iPhone cannot play,
 * and a player that fails says less than "being prepared". A FAILED conversion gives the file as
 * sent: the only one there is, and most browsers play it.
 */
export function FanOrderPopup({ order, onClose }: { order: VideoOrder | null; onClose: () => void }) {
  const { t } = useTranslation(['greetings', 'shared'])
  const [language] = useLanguage()
  if (!order) return null
  const name = order.user.publicName ?? order.user.nickName ?? t('order.unknown')
  const processing = order.status === 'COMPLETE' && order.videoStatus === 'PROCESSING'
  const playable = order.status === 'COMPLETE' && !processing && order.videoUrl !== null
  return (
    <Popup
      open
      onClose={onClose}
      title={t('order.with', { name })}
      closeLabel={t('shared:common.close')}
      size="lg"
      actions={
        <>
          {playable && (
            <a className={styles.download} href={order.videoUrl ?? undefined} download>
              {t('fan.download')}
            </a>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('shared:common.close')}
          </Button>
        </>
      }
    >
      {processing && (
        <p className={styles.note} role="status">
          {t('fan.processing')}
        </p>
      )}
      {playable && (
        <video
          className={styles.video}
          src={order.videoUrl ?? undefined}
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
