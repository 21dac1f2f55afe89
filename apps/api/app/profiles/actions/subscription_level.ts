import type { SubscriptionLevel } from '@kobza/contract'

/**
 * What the viewer is to the profile: OWNER, or UNSUBSCRIBED. Subscribed levels come from the
 * subscriptions domain (#subscriptions/public) once it is part of the API.
 */
export async function subscriptionLevel(viewerId: number | null, profileUserId: number): Promise<SubscriptionLevel> {
  if (viewerId === profileUserId) return 'OWNER'
  return 'UNSUBSCRIBED'
}
