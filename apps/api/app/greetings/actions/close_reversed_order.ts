import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { storedNow } from '#core/stored_time'

/**
 * The provider refunded a greeting's payment (the reversal already undid its hold): an order
 * still waiting for its video is declined, in the reversal's transaction, so the artist can no
 * longer deliver or decline it. A delivered order stays COMPLETE: the video was sent, only the
 * money went back.
 */
export async function closeReversedOrder(trx: TransactionClientContract, purchaseId: number): Promise<void> {
  const stamp = storedNow(trx)
  await trx
    .from('greeting_orders')
    .where('purchase_id', purchaseId)
    .where('status', 'INIT')
    .update({ status: 'DECLINED', declined_by: 'REFUND', settled_at: stamp, updated_at: stamp })
}
