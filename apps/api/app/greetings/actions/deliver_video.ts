import { deleteMedia, newMediaKey, putMediaFromFile, type ReceivedUpload } from '#media/public'
import type GreetingOrder from '#greetings/greeting_order'
import { settleOrder } from '#greetings/actions/settle_order'

/**
 * Stores the artist's video privately (served only through signed URLs) and completes the
 * order, releasing the price to the artist. A lost race (already declined) leaves no file behind.
 */
export async function deliverVideo(order: GreetingOrder, video: ReceivedUpload): Promise<GreetingOrder> {
  const key = newMediaKey('private', video.type)
  await putMediaFromFile(key, video.path, video.type)
  try {
    return await settleOrder(order.id, { to: 'COMPLETE', videoKey: key })
  } catch (error) {
    await deleteMedia([key])
    throw error
  }
}
