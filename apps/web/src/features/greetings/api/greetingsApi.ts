import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import { endpoints } from '@kobza/contract'
import { fillPath } from '@kobza/contract/routes'
import { sendResumable, type ResumableProgress } from '../../../shared/uploads/resumableUpload'

/* Video greeting calls (spec 001 §7), built from the contract; loaded with the greetings screens only. */
const greetings = endpoints.greetings

export const ordersQueryKey = (isArtistFlow: boolean) => ['greetings', 'orders', isArtistFlow] as const

/** `isArtistFlow`: the artist's incoming orders; otherwise the fan's own. Newest first. */
export const ordersQueryOptions = (client: ApiClient, isArtistFlow: boolean) =>
  queryOptions({
    queryKey: ordersQueryKey(isArtistFlow),
    queryFn: ({ signal }) =>
      client.call(greetings.orders, { query: { isArtistFlow: isArtistFlow ? 'true' : 'false' }, signal }),
  })

/**
 * The artist sends the recorded video, which completes the order: the file goes as a resumable
 * upload (progress, cancel, resumed after a dropped line), then the order names its id.
 */
export async function deliverVideo(client: ApiClient, offerId: number, video: File, progress: ResumableProgress = {}) {
  const uploadId = await sendResumable(client, 'video', video, progress)
  const body = new FormData()
  body.append('uploadId', uploadId)
  // The contract's body is null (files are checked by content on the server), so `call` takes
  // no body here; the request goes by the same route and is checked with the same answer schema.
  const { method, path, responses } = greetings.deliver
  return client.request(method, fillPath(path, { offerId: String(offerId) }), body, { schema: responses[200] })
}

export function declineOrder(client: ApiClient, offerId: number) {
  return client.call(greetings.decline, { params: { offerId: String(offerId) } })
}

/** The artist's public profile (name, prices), for the orders page's header. */
export const profileQueryOptions = (client: ApiClient, nickName: string) =>
  queryOptions({
    queryKey: ['profile', nickName],
    queryFn: ({ signal }) => client.call(endpoints.profiles.profile, { params: { id: nickName }, signal }),
  })
