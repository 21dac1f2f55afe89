import type { LegalStrings } from './en'

export const uk: LegalStrings = {
  titles: {
    privacy: 'Політика конфіденційності',
    terms: 'Умови користування',
  },
  legal: {
    contents: 'Зміст',
    updated: 'Останнє оновлення: {{date}}',
    backToTop: 'Угору',
    otherDocument: 'Див. також',
  },
}
