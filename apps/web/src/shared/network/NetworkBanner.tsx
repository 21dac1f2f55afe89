import { useTranslation } from 'react-i18next'
import { useServices } from '../services'
import { useOnline, useSlowNetwork } from './useNetworkStatus'
import styles from './NetworkBanner.module.css'

/** Says when the browser is offline, or when a request has been waiting for more than 5 s. */
export function NetworkBanner() {
  const { t } = useTranslation()
  const { activity } = useServices()
  const online = useOnline()
  const slow = useSlowNetwork(activity)
  const message = !online ? t('network.offline') : slow ? t('network.slow') : null
  // The live region stays mounted so that screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message && (
        <p className={`${styles.banner} ${online ? styles.slow : styles.offline}`}>
          <span className={styles.dot} aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  )
}
