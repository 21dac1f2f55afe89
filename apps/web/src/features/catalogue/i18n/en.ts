import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the catalogue feature (songs and playlists); the shape the Ukrainian file must match. */
export const en = {
  titles: {
    profileSongs: 'Songs',
    playlist: 'Playlist',
    createPlaylist: 'New playlist',
  },
  placeholder: {
    profileSongs: 'All songs and playlists of the artist; owners upload songs and create playlists here.',
    playlist: 'The playlist’s cover and songs, with other playlists of the artist to listen to next.',
    createPlaylist: 'Choose songs from your catalogue, add a cover and a description, and publish the playlist.',
  },
}

export type CatalogueStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    catalogue: typeof en
  }
}
