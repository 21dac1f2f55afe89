import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the artist profile feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    profile: 'Profile',
    profileEvents: 'Events',
    event: 'Event',
    subscribers: 'Subscribers',
  },
  placeholder: {
    profile: 'The artist’s cover, avatar and description, their songs, playlists and events, and the post wall.',
    profileEvents: 'Concerts and other events of the artist, with dates and ticket links.',
    event: 'Event details: date and time, description, tickets and other events of the artist.',
    subscribers: 'The artist’s paying subscribers, subscription prices and invitations.',
  },
}

export type ProfileStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof en
  }
}
