import type { ArtistProfile } from '@kobza/contract'

export interface ProfileMoneyActionsProps {
  profile: ArtistProfile
}
