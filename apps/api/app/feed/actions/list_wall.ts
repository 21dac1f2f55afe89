import { feedMessages, type FeedQuery, type PostPage } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { User } from '#accounts/public'
import { mayViewPremium } from '#feed/access'
import { pageOf, visiblePostsQuery } from '#feed/actions/list_feed'

/**
 * GET /contents/{uuid}: one artist's wall. The premium tab is empty (not refused) for
 * viewers who are neither the artist nor an active subscriber: the page then offers to subscribe.
 * Posts moderators hid are left out, except on the artist's own view where they come marked.
 */
export async function listWall(artistUuid: string, viewer: User | undefined, query: FeedQuery): Promise<PostPage> {
  const artist = await User.query().where('uuid', artistUuid).where('status', 'ACTIVE').first()
  if (!artist) throw ApiException.notFound(feedMessages.artistNotFound)
  if (query.postType === 'PREMIUM' && !(await mayViewPremium(viewer, artist.id))) return { elements: [], totalPages: 0 }
  const base = visiblePostsQuery(query, viewer?.id === artist.id)
    .where('posts.author_id', artist.id)
    .where('posts.post_type', query.postType)
  return pageOf(base, query, viewer)
}
