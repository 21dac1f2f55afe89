import type { MediaStore, ReceivedUpload } from '#media/public'
import type GreetingOrder from '#greetings/greeting_order'
import { expireIfOverdue, settleOrder } from '#greetings/actions/settle_order'
import { ApiException } from '#core/exceptions/api_exception'
import { greetingMessages } from '@kobza/contract'

/**
 * Stores the artist's video privately (served only through signed URLs; transcoded to an MP4
 * with a poster by a job, #media/video_transcode) and completes the
 * order, releasing the price to the artist. A lost race (already declined) leaves no file behind.
 */
export async function deliverVideo(
  order: GreetingOrder,
  video: ReceivedUpload,
  durationSeconds: number,
  store: MediaStore
): Promise<GreetingOrder> {
  try {
    return await settleOrder(order.id, {
      to: 'COMPLETE',
      videoKey: await store.video(video, 'private', durationSeconds),
    })
  } catch (error) {
    if (error instanceof ApiException && error.errors[0]?.message === greetingMessages.deadlinePassed)
      await expireIfOverdue(order.id)
    throw error
  }
}

/**
 * Refuses a delivery once the deadline has passed, before the video is read, and declines the
 * order then and there (the fan's money returns without waiting for the expiry job). The
 * settlement itself checks the deadline again, atomically, for a video that was on its way.
 */
export async function refuseLateDelivery(order: GreetingOrder): Promise<void> {
  if (await expireIfOverdue(order.id)) throw ApiException.conflict(greetingMessages.deadlinePassed)
}
