import { useTranslation } from 'react-i18next'
import { contact } from '../../../shared/env'
import { useLanguage } from '../../../shared/i18n/i18n'
import { LegalDocumentView } from '../components/LegalDocumentView'
import { termsEn } from '../documents/terms.en'
import { termsUk } from '../documents/terms.uk'
import { paths } from '../../../shared/paths'

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
