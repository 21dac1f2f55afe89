import type { SubscriptionLevel } from '@kobza/contract'
import { isActiveSubscriber } from '#subscriptions/public'

/** What the viewer is to the profile: OWNER, SUBSCRIBED (an active subscription) or UNSUBSCRIBED. */
export async function subscriptionLevel(viewerId: number | null, profileUserId: number): Promise<SubscriptionLevel> {
  if (viewerId === profileUserId) return 'OWNER'
  if (viewerId !== null && (await isActiveSubscriber(viewerId, profileUserId))) return 'SUBSCRIBED'
  return 'UNSUBSCRIBED'
}
