import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the hall of fame feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    hallOfFame: 'Hall of fame',
    legend: 'Legend',
    legendsPlaylist: 'The Legends Playlist',
    induct: 'Induct a Legend',
  },
  placeholder: {
    hallOfFame: 'Vote for the songs and people who shaped Ukrainian music and browse the inducted legends.',
    legend: 'A legend’s story, music, votes and comments.',
    legendsPlaylist: 'Every song inducted into the Hall of Fame, in one playlist.',
    induct: 'Nominate a music work or a music creator for the Hall of Fame.',
  },
}

export type HallOfFameStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    hallOfFame: typeof en
  }
}
