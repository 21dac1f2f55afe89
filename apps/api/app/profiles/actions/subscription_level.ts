import type { ArtistProfile, SubscriptionLevel } from '@kobza/contract'
import { clock } from '#core/clock'
import { activeSubscription, isActiveSubscriber } from '#subscriptions/public'
import { sqlTimeOf } from '#core/stored_time'

/** What the viewer is to the profile: OWNER, SUBSCRIBED (an active subscription) or UNSUBSCRIBED. */
export async function subscriptionLevel(viewerId: number | null, profileUserId: number): Promise<SubscriptionLevel> {
  if (viewerId === profileUserId) return 'OWNER'
  if (viewerId !== null && (await isActiveSubscriber(viewerId, profileUserId))) return 'SUBSCRIBED'
  return 'UNSUBSCRIBED'
}

/** The viewer's running subscription to the profile (a cancelled one still runs until its end). */
export async function viewerSubscription(
  viewerId: number | null,
  profileUserId: number
): Promise<NonNullable<ArtistProfile['subscription']> | null> {
  if (viewerId === null) return null
  const running = await activeSubscription(viewerId, profileUserId, clock.now().toUTC())
  if (!running) return null
  return {
    activeUntil: sqlTimeOf(running.activeUntil),
    cancelled: running.cancelledAt !== null,
  }
}
