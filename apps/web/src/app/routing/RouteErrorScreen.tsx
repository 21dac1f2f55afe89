import { useTranslation } from 'react-i18next'
import { Button, Container } from '@kobza/design-system'
import { useOnline } from '../../shared/network/useNetworkStatus'
import screen from '../../shared/ui/Screen.module.css'
import styles from './NotFound.module.css'

/**
 * A screen that failed to render or whose code failed to load — usually a deploy replaced the
 * chunk this tab was about to fetch, so reloading picks up the new build. Offline, it is a screen
 * never opened on this device (the service worker keeps a screen's code once it has been used).
 */
export function RouteErrorScreen() {
  const { t } = useTranslation()
  const online = useOnline()
  return (
    <Container size="narrow" className={`${screen.page} ${styles.notFound}`} role="alert">
      <h1 className={screen.title}>{t('routeError.title')}</h1>
      <p className={screen.lead}>{online ? t('routeError.text') : t('routeError.offlineText')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Container>
  )
}
