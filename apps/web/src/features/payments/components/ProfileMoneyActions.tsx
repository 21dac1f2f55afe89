import type { ArtistProfile } from '@kobza/contract'

export interface ProfileMoneyActionsProps {
  profile: ArtistProfile
}

// Placeholder until the payment flows land (issue 13): subscribe/unsubscribe, donate, order a greeting.
export function ProfileMoneyActions(_props: ProfileMoneyActionsProps) {
  return null
}
