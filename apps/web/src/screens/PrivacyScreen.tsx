import { useTranslation } from 'react-i18next'
import { contact } from '../env'
import { useLanguage } from '../i18n/i18n'
import { LegalDocumentView } from '../legal/LegalDocumentView'
import { privacyEn } from '../legal/privacy.en'
import { privacyUk } from '../legal/privacy.uk'
import { paths } from '../routes/paths'

const privacy = { uk: privacyUk, en: privacyEn }

/** /privacy-policy: the Ukrainian original, or the English version with an English UI. */
export function PrivacyScreen() {
  const { t } = useTranslation()
  const [language] = useLanguage()
  return (
    <LegalDocumentView document={privacy[language](contact)} seeAlso={{ to: paths.terms, label: t('footer.terms') }} />
  )
}
