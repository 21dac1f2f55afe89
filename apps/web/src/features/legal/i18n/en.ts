import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the legal pages; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    privacy: 'privacy policy',
    terms: 'Terms and conditions',
  },
  legal: {
    contents: 'Contents',
    updated: 'Last updated: {{date}}',
    backToTop: 'Back to top',
    otherDocument: 'See also',
  },
}

export type LegalStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    legal: typeof en
  }
}
