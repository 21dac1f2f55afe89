import { useTranslation } from 'react-i18next'
import { Container } from '@kobza/design-system'
import { LinkButton } from '../../shared/ui/LinkButton'
import screen from '../../shared/ui/Screen.module.css'
import styles from './NotFound.module.css'

/** Any unknown route (spec 002 §2: a 'Page not found' heading). */
export function NotFoundScreen() {
  const { t } = useTranslation()
  return (
    <Container size="narrow" className={`${screen.page} ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={screen.title}>{t('titles.notFound')}</h1>
      <p className={screen.lead}>{t('notFound.text')}</p>
      <LinkButton to="/">{t('common.backHome')}</LinkButton>
    </Container>
  )
}
