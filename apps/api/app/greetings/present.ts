import type { VideoOrder } from '@kobza/contract'
import { mediaUrl, type RenditionRow } from '#media/public'
import { clock } from '#core/clock'
import type GreetingOrder from '#greetings/greeting_order'

export interface OrderParty {
  uuid: string
  avatar: string | null
  nickName: string | null
  publicName: string | null
}

/**
 * The delivered video as the parties get it: READY → the transcoded MP4 and its poster; until
 * then (or FAILED, or no record: delivered before transcoding or without ffmpeg) the file as sent.
 */
function presentVideo(videoKey: string | null, record: RenditionRow | undefined) {
  if (!videoKey) return { videoUrl: null, videoStatus: null, videoStatusReason: null, videoPosterUrl: null }
  const ready = !record || record.status === 'READY'
  return {
    videoUrl: mediaUrl(ready && record?.high_key ? record.high_key : videoKey),
    videoStatus: record?.status ?? 'READY',
    videoStatusReason: record?.status === 'FAILED' ? record.status_reason : null,
    videoPosterUrl: ready && record?.poster_key ? mediaUrl(record.poster_key) : null,
  }
}

/**
 * The spec's video order, as one of its two parties sees it (`other` is the other party;
 * `video` the transcoding record of its video, from `renditionRowsOf`).
 */
export function presentOrder(order: GreetingOrder, other: OrderParty, video?: RenditionRow): VideoOrder {
  const open = order.status === 'INIT'
  return {
    id: order.id,
    user: { uuid: other.uuid, avatar: other.avatar, nickName: other.nickName, publicName: other.publicName },
    orderedAt: order.createdAt.toUTC().toISO()!,
    status: order.status,
    money: { amount: Number(order.amount) / 100, currency: 'UAH' },
    fanDesire: order.fanDesire,
    ...presentVideo(order.videoKey, video),
    deadlineAt: open ? order.deadlineAt.toUTC().toISO()! : null,
    secondsLeft: open ? Math.max(0, Math.floor(order.deadlineAt.diff(clock.now()).as('seconds'))) : null,
  }
}
