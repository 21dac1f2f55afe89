import { useTranslation } from 'react-i18next'
import { FormField, Select } from '@kobza/design-system'
import { isLanguage, languages } from './language'
import { useLanguage } from './i18n'

export interface LanguageSwitcherProps {
  /** Compact places (navigation, slim headers) keep the label for screen readers only. */
  hideLabel?: boolean
  hint?: string
  className?: string
}

/** Ukrainian / English; the choice is remembered in localStorage and sets <html lang>. */
export function LanguageSwitcher({ hideLabel = false, hint, className }: LanguageSwitcherProps) {
  const { t } = useTranslation()
  const [language, setLanguage] = useLanguage()
  return (
    <FormField label={t('language.label')} hideLabel={hideLabel} hint={hint} className={className}>
      <Select
        value={language}
        // Each language is named in itself, so it can be found by those who read it.
        options={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value)
        }}
      />
    </FormField>
  )
}
