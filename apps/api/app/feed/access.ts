import db from '@adonisjs/lucid/services/db'
import { feedMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { isActiveSubscriber } from '#subscriptions/public'

/** Who may see premium posts of `authorId`: the author and active subscribers only. */
export async function mayViewPremium(viewer: User | undefined, authorId: number): Promise<boolean> {
  if (!viewer) return false
  return viewer.id === authorId || isActiveSubscriber(viewer.id, authorId)
}

export interface VisiblePost {
  id: number
  authorId: number
  postType: 'PUBLIC' | 'PREMIUM'
}

/** Whether a row moderators hid may be shown to this viewer: only its author sees it (marked). */
export function mayViewHidden(hiddenAt: unknown, authorId: number, viewer: { id: number } | undefined): boolean {
  return hiddenAt === null || hiddenAt === undefined || viewer?.id === authorId
}

/**
 * A post the viewer may see, or the refusal: 404 when it does not exist, its author's
 * account is not active or moderators hid it (except for its author), 403 when it is premium and the viewer is neither its author nor an
 * active subscriber. Every use case touching one post (likes, votes, comments) starts here.
 */
export async function visiblePost(postId: number, viewer: User | undefined): Promise<VisiblePost> {
  const row = await db
    .from('posts')
    .join('users', 'users.id', 'posts.author_id')
    .where('posts.id', postId)
    .where('users.status', 'ACTIVE')
    .select('posts.id', 'posts.author_id', 'posts.post_type', 'posts.hidden_at')
    .first()
  if (!row || !mayViewHidden(row.hidden_at, Number(row.author_id), viewer))
    throw ApiException.notFound(feedMessages.postNotFound)
  const post: VisiblePost = { id: Number(row.id), authorId: Number(row.author_id), postType: row.post_type }
  if (post.postType === 'PREMIUM' && !(await mayViewPremium(viewer, post.authorId))) {
    throw ApiException.forbidden(feedMessages.premiumOnly)
  }
  return post
}
