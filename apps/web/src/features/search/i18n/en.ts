import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the search feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    search: 'Search',
  },
  placeholder: {
    search: 'Find songs, artists and events across Kobza, filter songs by genre and open artist profiles.',
  },
}

export type SearchStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    search: typeof en
  }
}
