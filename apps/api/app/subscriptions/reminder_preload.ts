/*
 * Tells fans of a subscription ending within three days and artists of a subscriber's period
 * that ended, from the API's web process (adonisrc preloads, web only), every few minutes. Safe
 * with several API processes: each period is claimed by a conditional UPDATE.
 */
import { repeatWhileServing } from '#core/jobs/repeat'
import { remindSubscriptionEndings } from '#subscriptions/actions/remind_endings'

repeatWhileServing('subscription reminders', 5 * 60_000, async () => {
  await remindSubscriptionEndings()
})
