import type { HttpContext } from '@adonisjs/core/http'
import kobzaConfig from '#config/kobza'
import type { PurchaseLinks } from '#payments/actions/create_purchase'

/** Kobza's public origin: APP_URL when set (the web app and the API share it), else the request's. */
export function linksFor(ctx: HttpContext): PurchaseLinks {
  const origin = kobzaConfig.appUrl ?? `${ctx.request.protocol()}://${ctx.request.host()}`
  return { publicBase: origin, appBase: origin }
}
