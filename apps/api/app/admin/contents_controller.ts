import type { HttpContext } from '@adonisjs/core/http'
import { adminDeleteRequest, adminContentUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { commentsConsole, deleteContent, moderateContent, postsConsole, type FeedContentKind } from '#feed/public'
import { answerConsoleList, presentOne } from '#admin/simple_rest'

/**
 * /admin/api/posts and /admin/api/comments — the console's Content: moderators filter posts and
 * comments (author, type, date, reported, hidden), hide them with a reason, show them again, or
 * delete them; every change is audited by the feed in the same transaction.
 */
export abstract class ContentsController {
  protected abstract kind: FeedContentKind

  /** One post or comment as the list shows it; 404 when there is none. */
  private async one(id: unknown) {
    if (this.kind === 'POST') return presentOne(postsConsole, await postsConsole.find(id))
    return presentOne(commentsConsole, await commentsConsole.find(id))
  }

  async index(ctx: HttpContext) {
    if (this.kind === 'POST') return answerConsoleList(ctx, 'posts', postsConsole)
    return answerConsoleList(ctx, 'comments', commentsConsole)
  }

  async show({ params }: HttpContext) {
    return this.one(params.id)
  }

  /** PUT with `{ hidden: true, reason }` or `{ hidden: false }` (react-admin's bulk update sends it per id). */
  async update(ctx: HttpContext) {
    const { id } = await this.one(ctx.params.id)
    const change = validate(adminContentUpdate, ctx.request.body())
    await moderateContent(this.kind, id, change, ctx.currentUser!)
    return this.one(id)
  }

  /** DELETE with `{ reason }` (the body; react-admin's delete carries it from the console's dialog). */
  async destroy(ctx: HttpContext) {
    const before = await this.one(ctx.params.id)
    const { reason } = validate(adminDeleteRequest, ctx.request.body())
    await deleteContent(this.kind, before.id, ctx.currentUser!, reason)
    return before
  }
}
