import type { ArtistProfile } from '@kobza/contract'

/** What a popup about one artist (prices, subscribers, donations, greetings) is given. */
export interface ArtistPopupProps {
  profile: ArtistProfile
  open: boolean
  onClose: () => void
}
