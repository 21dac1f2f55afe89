import type { VideoOrder } from '@kobza/contract'
import { User } from '#accounts/public'
import { renditionRowsOf } from '#media/public'
import GreetingOrder from '#greetings/greeting_order'
import { presentOrder } from '#greetings/present'

/** The artist's incoming orders (`asArtist`) or the fan's own, newest first. */
export async function listOrders(viewer: { id: number }, asArtist: boolean): Promise<VideoOrder[]> {
  const orders = await GreetingOrder.query()
    .where(asArtist ? 'artist_id' : 'fan_id', viewer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  const otherIds = [...new Set(orders.map((order) => (asArtist ? order.fanId : order.artistId)))]
  const others = new Map((await User.query().whereIn('id', otherIds)).map((user) => [user.id, user]))
  const videos = await renditionRowsOf(orders.map((order) => order.videoKey))
  return orders.map((order) => {
    const other = others.get(asArtist ? order.fanId : order.artistId)!
    return presentOrder(
      order,
      { uuid: other.uuid, avatar: other.avatar, nickName: other.nickName, publicName: other.publicName },
      order.videoKey ? videos.get(order.videoKey) : undefined
    )
  })
}

/** One order as `viewer` sees it; the viewer is one of its two parties. */
export async function presentFor(viewer: { id: number }, order: GreetingOrder): Promise<VideoOrder> {
  const other = await User.findOrFail(order.fanId === viewer.id ? order.artistId : order.fanId)
  const video = order.videoKey ? (await renditionRowsOf([order.videoKey])).get(order.videoKey) : undefined
  return presentOrder(
    order,
    { uuid: other.uuid, avatar: other.avatar, nickName: other.nickName, publicName: other.publicName },
    video
  )
}
