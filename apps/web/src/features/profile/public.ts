/** What other features may use from the profile: the owner navigation bar and the page's profile. */
export { OwnerNav, type OwnerNavProps } from './components/OwnerNav'
export { useArtistPage } from './api/useArtistPage'
export { profileKeys, profileQueryOptions } from './api/profileApi'

/** The profile namespace, for screens of other features that show the owner navigation bar. */
export const profileStrings = () => import('./i18n').then((m) => m.strings)
