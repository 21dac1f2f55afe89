import { greetingMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import GreetingOrder from '#greetings/greeting_order'

/**
 * The order the artist `viewer` acts on. Anyone but its two parties gets a 404 (an order is
 * seen only by them); the fan who ordered it gets a 403 (only the artist delivers or declines).
 */
export async function findArtistOrder(viewer: { id: number }, rawId: unknown): Promise<GreetingOrder> {
  const id = Number(rawId)
  const order = Number.isSafeInteger(id) ? await GreetingOrder.find(id) : null
  if (!order || (order.artistId !== viewer.id && order.fanId !== viewer.id))
    throw ApiException.notFound(greetingMessages.notFound)
  if (order.artistId !== viewer.id) throw ApiException.forbidden()
  return order
}
