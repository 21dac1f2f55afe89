import { useTranslation } from 'react-i18next'
import { Container, EmptyState, PageHeader } from '@kobza/design-system'
import { LanguageSwitcher } from '../i18n/LanguageSwitcher'
import screen from './Screen.module.css'

/** Settings: the language choice works now; the rest of the screen is still to come. */
export function SettingsScreen() {
  const { t } = useTranslation()
  return (
    <Container size="narrow" className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.settings')} />
      <section className={screen.section}>
        <LanguageSwitcher hint={t('settings.languageHint')} />
      </section>
      <section className={screen.section}>
        <EmptyState compact title={t('common.comingSoon')} description={t('settings.more')} />
      </section>
    </Container>
  )
}
