import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { messages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { fileRoutes, formRoutes } from '#media/multipart_routes'
import { receiveFormFields } from '#media/uploads'

/**
 * Runs after the body parser (which, with `autoProcess: false`, reads no multipart body) and
 * before any route middleware. A multipart body is read only where its route takes one:
 * a route of files reads it in its controller, after authentication and authorization; a
 * route of text fields reads it here, in memory, refusing file parts; every other route
 * answers 415 without reading it. So an anonymous multipart request writes nothing to disk.
 */
export default class MultipartGateMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern
    if (!pattern || ctx.request.bodyType !== 'multipart' || fileRoutes.has(pattern)) return next()
    if (!formRoutes.has(pattern)) throw new ApiException(415, [{ message: messages.filesNotAccepted }])
    return receiveFormFields(ctx.request).then(() => next())
  }
}
