import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { versionHeader } from '@kobza/contract'
import kobzaConfig from '#config/kobza'

/** Every answer tells the client which front-end version is current (spec 000 §7). */
export default class FrontendVersionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header(versionHeader, kobzaConfig.frontendVersion)
    return next()
  }
}
