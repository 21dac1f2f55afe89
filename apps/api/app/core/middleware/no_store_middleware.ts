import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** API answers are per-user and live: keep them out of shared caches. */
export default class NoStoreMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    if (ctx.response.getHeader('cache-control') === undefined) ctx.response.header('cache-control', 'no-store')
  }
}
