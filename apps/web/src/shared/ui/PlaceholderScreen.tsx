import { useTranslation } from 'react-i18next'
import type { Namespace } from 'i18next'
import { Badge, Card, Container, Stack } from '@kobza/design-system'
import { LinkButton } from './LinkButton'
import screen from './Screen.module.css'
import styles from './Placeholder.module.css'

export interface PlaceholderScreenProps {
  /** The feature's namespace: it holds `titles.<screen>` and `placeholder.<screen>`. */
  namespace: string
  screen: string
}

/** A route whose screen is still to come: its title, what it will do, and a way back. Never a blank page. */
export function PlaceholderScreen({ namespace, screen: key }: PlaceholderScreenProps) {
  const { t } = useTranslation()
  const { t: feature } = useTranslation(namespace as Namespace)
  // The namespace is a prop here, so its keys cannot be typed; `placeholderRoute` checks them where routes are declared.
  const text = feature as unknown as (key: string) => string
  return (
    <Container size="narrow" className={screen.page}>
      <Card as="article" stitched padding="lg" aria-labelledby="placeholder-title">
        <Stack gap={4} align="start">
          <Badge tone="brand">{t('placeholder.badge')}</Badge>
          <h1 id="placeholder-title" className={screen.title}>
            {text(`titles.${key}`)}
          </h1>
          <p className={styles.description}>{text(`placeholder.${key}`)}</p>
          <p className={screen.lead}>{t('placeholder.lead')}</p>
          <LinkButton to="/" variant="secondary">
            {t('common.backHome')}
          </LinkButton>
        </Stack>
      </Card>
    </Container>
  )
}
