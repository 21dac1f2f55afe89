import { useTranslation } from 'react-i18next'
import styles from './NetworkBanner.module.css'

/** Beside an action made offline: it waits in the offline queue (issue 35) until the connection returns. */
export function QueuedNote() {
  const { t } = useTranslation()
  return (
    <span role="status" className={styles.queued}>
      {t('network.queued')}
    </span>
  )
}
