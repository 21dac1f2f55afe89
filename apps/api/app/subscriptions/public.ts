/*
 * What other domains may use of subscriptions: the feed reads who may see premium posts,
 * payments (later) writes subscriptions once a checkout is confirmed.
 */
export { default as Subscription } from '#subscriptions/subscription'
export {
  subscribe,
  extendSubscription,
  shortenSubscription,
  cancelSubscription,
  activeSubscription,
} from '#subscriptions/actions/subscribe'
export {
  isActiveSubscriber,
  subscribedArtistIds,
  activeSubscriberCount,
  activeSubscriptions,
} from '#subscriptions/actions/active_subscriptions'
export { remindSubscriptionEndings } from '#subscriptions/actions/remind_endings'
/** The console's subscriptions resource compares active_until with it. */
/* The console's read-model of subscriptions (app/admin routes it). */
export { subscriptionsConsole } from '#subscriptions/console'
