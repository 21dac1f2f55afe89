import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the search feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    search: 'Search',
  },
  search: {
    boxLabel: 'Search artists, songs and events',
    placeholder: 'Search',
    clear: 'Clear search',
    filter: 'Filter',
    filterTitle: 'Filter',
    typeLegend: 'What to look for',
    genresLegend: 'Genres',
    genresLoading: 'Loading genres…',
    genresFailed: 'Genres could not be loaded.',
    apply: 'Apply',
    types: {
      ARTIST: 'Artists',
      SONG: 'Songs',
      EVENT: 'Events',
    },
    chipsLabel: 'Active filters',
    genreChip: 'Genres: {{count}}',
    removeChip: 'Remove filter: {{name}}',
    startTitle: 'Start your journey',
    startText: 'Type a name to find artists, or open the filter to look for songs by genre and for events.',
    noMatches: 'No matches found',
    noMatchesText: 'Check the spelling, type fewer letters or change the filter.',
    errorTitle: 'Search failed',
    errorText: 'The results could not be loaded. Check your connection and try again.',
    results: 'Results',
    pagination: 'Result pages',
    play: 'Play {{name}}',
    pause: 'Pause {{name}}',
    noAudio: 'No audio for {{name}}',
  },
}

export type SearchStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    search: typeof en
  }
}
