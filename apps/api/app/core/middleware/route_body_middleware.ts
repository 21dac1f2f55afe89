import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The framework's body parser for requests that match a route, as a global middleware.
 * Registered on the router, it would cost a second container-resolved layer on every
 * request (see chain.ts); here reads skip it at once, and a write to a URL no route
 * answers is left unread for the 404, as the router-level parser did.
 */
export default class RouteBodyMiddleware {
  #parser?: BodyParserMiddleware

  handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    if (WITHOUT_BODY.has(method)) return next()
    return this.#parse(ctx, next, method)
  }

  async #parse(ctx: HttpContext, next: NextFn, method: string) {
    // The same lookup the router makes next.
    const hostname = router.usingDomains ? (ctx.request.hostname() ?? undefined) : undefined
    const shouldDecode = ctx.request.parsedUrl.shouldDecodeParam
    const matched = router.match(ctx.request.url(), method, shouldDecode, hostname)
    if (matched === null) return next()
    // The multipart gate after the parser reads the route's pattern; the router sets it again later.
    ctx.route ??= matched.route
    this.#parser ??= await app.container.make(BodyParserMiddleware)
    return this.#parser.handle(ctx, next)
  }
}
