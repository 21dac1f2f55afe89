import { useTranslation } from 'react-i18next'
import { Button, Container } from '@kobza/design-system'
import screen from '../../shared/ui/Screen.module.css'
import styles from './NotFound.module.css'

/**
 * A screen that failed to render or whose code failed to load — usually a deploy replaced the
 * chunk this tab was about to fetch, so reloading picks up the new build.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation()
  return (
    <Container size="narrow" className={`${screen.page} ${styles.notFound}`} role="alert">
      <h1 className={screen.title}>{t('routeError.title')}</h1>
      <p className={screen.lead}>{t('routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </Container>
  )
}
