import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * What a paid subscription does to the fan's subscription. The subscriptions domain (with the
 * feed) owns them; until it is merged a paid SUBSCRIBE only credits the artist. Wiring: call
 * `#subscriptions/public`'s activate-or-extend-by-a-month here, inside the same transaction.
 */
export async function activatePaidSubscription(
  _trx: TransactionClientContract,
  _paid: { fanId: number; artistId: number; purchaseId: number }
): Promise<void> {}
