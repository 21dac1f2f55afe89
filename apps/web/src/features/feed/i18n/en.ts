import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the feed (the home screen); the shape the Ukrainian file must match. */
export const en = {
  titles: {
    home: 'Home',
  },
  home: {
    feedTitle: 'Feed',
    recommendations: 'Recommendations',
    premium: 'Premium subscription',
    feedComingSoon: 'Posts from artists will appear here soon.',
    genresTitle: 'Genres',
    genresEmpty: 'No genres yet',
    genresErrorTitle: 'Genres could not be loaded',
    genresErrorText: 'The server did not answer. Check your connection and try again.',
  },
}

export type FeedStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    feed: typeof en
  }
}
