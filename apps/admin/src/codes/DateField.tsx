import { DateField as RaDateField, useLocaleState, type DateFieldProps } from 'react-admin'

/* English follows the British conventions, as the web app's dates do (day first, 24-hour clock). */
const intlLocales: Record<string, string> = { uk: 'uk-UA', en: 'en-GB' }

/** react-admin's DateField in the console's language, not the browser's. */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState()
  return <RaDateField locales={intlLocales[locale] ?? 'en-GB'} {...props} />
}
