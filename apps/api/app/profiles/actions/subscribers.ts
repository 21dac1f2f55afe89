import type { Paged, SubscriberItem } from '@kobza/contract'
import type { User } from '#accounts/public'

/*
 * The profile's view of subscriptions. Subscriptions themselves belong to the subscriptions
 * domain (#subscriptions/public); until it is part of the API nobody can hold one, so the
 * list is empty and nothing can be granted or ended.
 */

export async function listSubscribers(_artist: User, _page: number, _size: number): Promise<Paged<SubscriberItem>> {
  return { elements: [], totalPages: 0 }
}

/** Gives `fan` a complimentary subscription to `artist` for `days`; false when subscriptions are unavailable. */
export async function grantComplimentary(_fanId: number, _artistId: number, _days: number): Promise<Date | null> {
  return null
}

export async function endSubscriptionOf(_fanId: number, _artistId: number): Promise<void> {}
