import { useTranslation } from 'react-i18next'
import { contact } from '../../../shared/env'
import { useLanguage } from '../../../shared/i18n/i18n'
import { LegalDocumentView } from '../components/LegalDocumentView'
import { privacyEn } from '../documents/privacy.en'
import { privacyUk } from '../documents/privacy.uk'
import { paths } from '../../../shared/paths'

const privacy = { uk: privacyUk, en: privacyEn }

/** /privacy-policy: the Ukrainian original, or the English version with an English UI. */
export function PrivacyScreen() {
  const { t } = useTranslation()
  const [language] = useLanguage()
  return (
    <LegalDocumentView document={privacy[language](contact)} seeAlso={{ to: paths.terms, label: t('footer.terms') }} />
  )
}
