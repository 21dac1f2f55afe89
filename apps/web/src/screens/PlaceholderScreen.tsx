import { useTranslation } from 'react-i18next'
import { Badge, Card, Container, Stack } from '@kobza/design-system'
import type { Translation } from '../i18n/locales/en'
import { LinkButton } from '../ui/LinkButton'
import screen from './Screen.module.css'
import styles from './Placeholder.module.css'

/** Screens of spec 002 §2 that exist as routes but are not built yet; each has a title and a description. */
export type PlaceholderKey = Exclude<keyof Translation['placeholder'], 'badge' | 'lead'>

/** A route whose screen is still to come: its title, what it will do, and a way back. Never a blank page. */
export function PlaceholderScreen({ screen: key }: { screen: PlaceholderKey }) {
  const { t } = useTranslation()
  return (
    <Container size="narrow" className={screen.page}>
      <Card as="article" stitched padding="lg" aria-labelledby="placeholder-title">
        <Stack gap={4} align="start">
          <Badge tone="brand">{t('placeholder.badge')}</Badge>
          <h1 id="placeholder-title" className={screen.title}>
            {t(`titles.${key}`)}
          </h1>
          <p className={styles.description}>{t(`placeholder.${key}`)}</p>
          <p className={screen.lead}>{t('placeholder.lead')}</p>
          <LinkButton to="/" variant="secondary">
            {t('common.backHome')}
          </LinkButton>
        </Stack>
      </Card>
    </Container>
  )
}
