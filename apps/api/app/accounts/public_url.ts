import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/** Where links in mails point: APP_URL when set, else the origin the request came to. */
export function publicUrl(ctx: HttpContext, path: string): string {
  const origin = env.get('APP_URL') ?? `${ctx.request.protocol()}://${ctx.request.host()}`
  return new URL(path, origin).toString()
}
