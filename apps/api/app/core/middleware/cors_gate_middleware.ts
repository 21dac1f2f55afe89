import CorsMiddleware from '@adonisjs/cors/cors_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import corsConfig from '#config/cors'

/**
 * AdonisJS's CORS middleware, entered only when it has something to do: CORS is configured
 * (CORS_ORIGINS; read per request, so changing the config takes effect) and the request names
 * an Origin. Otherwise that middleware returns `next()` itself, but from an async function: a
 * promise more on every same-origin request, which is all of them on the default setup.
 */
export default class CorsGateMiddleware {
  #cors = new CorsMiddleware(corsConfig)

  handle(ctx: HttpContext, next: NextFn) {
    if (corsConfig.enabled === false || ctx.request.header('origin') === undefined) return next()
    return this.#cors.handle(ctx, next)
  }
}
