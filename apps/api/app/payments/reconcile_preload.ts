/*
 * Reconciles payments whose callback never came, from the API's web process (adonisrc
 * preloads, web only), every RECONCILE_INTERVAL. Tests run the use case themselves under the
 * test clock; the CLI's `kobza payments reconcile` runs the same. Safe with several API
 * processes: each settlement is a conditional UPDATE that only one of them wins.
 */
import { repeatWhileServing } from '#core/jobs/repeat'
import logger from '@adonisjs/core/services/logger'
import { reconcilePayments } from '#payments/actions/reconcile_payments'

const RECONCILE_INTERVAL_MS = 5 * 60 * 1000

repeatWhileServing('payment reconciliation', RECONCILE_INTERVAL_MS, async () => {
  const { settled, unreachable } = await reconcilePayments()
  if (settled.length > 0)
    logger.info('payments reconciled: %s', settled.map((entry) => `${entry.order} ${entry.outcome}`).join(', '))
  if (unreachable.length > 0) logger.warn('payment provider unreachable for %d orders', unreachable.length)
})
