import type { HttpContext } from '@adonisjs/core/http'
import { endpoints, greetingMessages, limits, videoMimeTypes } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { claimResumable, probeVideo, UnreadableMediaError, withUploads, type UploadSlot } from '#media/public'
import { findArtistOrder } from '#greetings/actions/find_order'
import { listOrders, presentFor } from '#greetings/actions/list_orders'
import { deliverVideo, refuseLateDelivery } from '#greetings/actions/deliver_video'
import { settleOrder } from '#greetings/actions/settle_order'

const videoSlot: UploadSlot = {
  accepted: videoMimeTypes,
  maxBytes: limits.videoMaxBytes,
  typeMessage: greetingMessages.videoType,
  sizeMessage: greetingMessages.videoSize,
}

/** The container is parsed (duration, a video track, read to its end): the first bytes only name it. */
async function requirePlayableVideo(path: string): Promise<number> {
  try {
    return (await probeVideo(path)).durationSeconds
  } catch (error) {
    if (error instanceof UnreadableMediaError)
      throw ApiException.unprocessable([{ message: greetingMessages.videoUnreadable, field: 'video' }])
    throw error
  }
}

export default class GreetingsController {
  /** GET /api/v1/video-congratulations?isArtistFlow=true|false */
  async index({ currentUser, request }: HttpContext) {
    const query = validate(endpoints.greetings.orders.query, request.qs())
    return listOrders(currentUser!, query.isArtistFlow === 'true')
  }

  /**
   * POST /api/v1/video-congratulations/{offerId}: multipart `video`, or `{ uploadId }` naming a
   * finished resumable upload. Whether this artist may
   * deliver is decided before the body is read; the file is checked by content while it streams.
   */
  async deliver({ currentUser, params, request }: HttpContext) {
    const artist = currentUser!
    const order = await findArtistOrder(artist, params.offerId)
    if (order.status !== 'INIT') throw ApiException.conflict(greetingMessages.notAwaiting)
    await refuseLateDelivery(order)
    const slots = { video: videoSlot }
    const delivered = await withUploads(request, slots, greetingMessages.unexpectedFile, async (form, store) => {
      // A finished resumable upload (app/media/resumable.ts) may stand for the multipart `video`.
      const uploadId = form.fields.uploadId
      if (!form.files.has('video') && typeof uploadId === 'string')
        await claimResumable(form, uploadId, artist.id, 'video', 'video')
      const video = form.files.get('video')
      if (!video) throw ApiException.unprocessable([{ message: greetingMessages.videoRequired, field: 'video' }])
      const seconds = await requirePlayableVideo(video.path)
      return deliverVideo(order, video, seconds, store)
    })
    return presentFor(artist, delivered)
  }

  /** DELETE /api/v1/video-congratulations/{offerId}: the artist declines; the fan is refunded. */
  async decline({ currentUser, params }: HttpContext) {
    const artist = currentUser!
    const order = await findArtistOrder(artist, params.offerId)
    return presentFor(artist, await settleOrder(order.id, { to: 'DECLINED', by: 'ARTIST' }))
  }
}
