/** What other features may use from the catalogue: the profile's content box (songs, playlists, events). */
export { ArtistContent, type ArtistContentProps } from './components/ArtistContent'

/** The catalogue namespace, for the profile page that shows the content box. */
export const catalogueStrings = () => import('./i18n').then((m) => m.strings)
