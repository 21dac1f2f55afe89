import { useTranslation } from 'react-i18next'
import { contact } from '../env'
import { useLanguage } from '../i18n/i18n'
import { LegalDocumentView } from '../legal/LegalDocumentView'
import { termsEn } from '../legal/terms.en'
import { termsUk } from '../legal/terms.uk'
import { paths } from '../routes/paths'

const terms = { uk: termsUk, en: termsEn }

/** /terms-and-conditions: the Ukrainian original, or the English version with an English UI. */
export function TermsScreen() {
  const { t } = useTranslation()
  const [language] = useLanguage()
  return (
    <LegalDocumentView
      document={terms[language](contact)}
      seeAlso={{ to: paths.privacy, label: t('footer.privacy') }}
    />
  )
}
