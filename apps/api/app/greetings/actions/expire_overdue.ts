import { ApiException } from '#core/exceptions/api_exception'
import { storedNow } from '#core/stored_time'
import GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'

/**
 * Declines every order past its deadline and returns each hold to its fan. An order the artist
 * settles meanwhile is skipped (its 409), so the job and the artist never both settle one.
 */
export async function expireOverdueOrders(): Promise<{ declined: number[] }> {
  const now = storedNow()
  const overdue = await GreetingOrder.query().where('status', 'INIT').where('deadline_at', '<=', now).orderBy('id')
  const declined: number[] = []
  for (const order of overdue) {
    try {
      await settleOrder(order.id, { to: 'DECLINED', by: 'DEADLINE' })
      declined.push(order.id)
    } catch (error) {
      if (!(error instanceof ApiException && error.status === 409)) throw error
    }
  }
  return { declined }
}
