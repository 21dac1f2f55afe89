import type { HttpContext } from '@adonisjs/core/http'
import { consume } from '#accounts/public'
import { handleResumable } from '#media/resumable'

/** /api/v1/uploads/*: resumable uploads of the signed-in caller (app/media/resumable.ts). */
export default class ResumableController {
  async handle(ctx: HttpContext) {
    const user = ctx.currentUser!
    // Each creation counts (a resumed PATCH does not): uploads are limited per account.
    if (ctx.request.method() === 'POST') await consume('uploadsPerAccount', String(user.id))
    await handleResumable(ctx, user.id)
  }
}
