import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * API answers are per-user and live: keep them out of shared caches. Set before the handler,
 * which replaces it where an answer may be kept (media, reference lists); an error answer
 * keeps it too. Not after the handler: that made every request await one more promise.
 */
export default class NoStoreMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('cache-control', 'no-store')
    return next()
  }
}
