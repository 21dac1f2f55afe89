import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authority } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { holdsAny } from '#accounts/policy'

/** After `auth`: lets through users holding at least one of the given authorities. */
export default class AuthorityMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { anyOf: Authority[] }) {
    if (!holdsAny(ctx.currentUser, options.anyOf)) throw ApiException.forbidden()
    return next()
  }
}
