import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import type { PurchaseLinks } from '#payments/actions/create_purchase'

/** Kobza's public origin: APP_URL when set (the web app and the API share it), else the request's. */
export function linksFor(ctx: HttpContext): PurchaseLinks {
  const origin = env.get('APP_URL') ?? `${ctx.request.protocol()}://${ctx.request.host()}`
  return { publicBase: origin, appBase: origin }
}
