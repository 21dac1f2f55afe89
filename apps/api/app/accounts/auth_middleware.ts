import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiException } from '#core/exceptions/api_exception'
import { userForAccessToken } from '#accounts/token_service'
import type User from '#accounts/user'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    currentUser?: User
    accessToken?: string
  }
}

export function bearerToken(ctx: HttpContext): string | null {
  const header = ctx.request.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/**
 * The signed-in caller on a route open to guests: none without a token; a token that is not
 * valid (expired, revoked, a blocked account's) is a 401 as on any other route, so the client
 * refreshes it and asks again (spec 000 §4) instead of being shown the guest's page.
 */
export async function optionalViewer(ctx: HttpContext): Promise<User | undefined> {
  if (ctx.currentUser) return ctx.currentUser
  const token = bearerToken(ctx)
  if (!token) return undefined
  const user = await userForAccessToken(token)
  if (!user) throw ApiException.unauthorized()
  ctx.currentUser = user
  ctx.accessToken = token
  return user
}

/**
 * Requires a valid access token of an active user; a blocked user's tokens stop working at once.
 * `trustRecent` (the chat poll, twice a second per open chat) believes a token verified in the
 * last few seconds without the database (a revocation or block still ends it at once) and
 * shares its user model between requests: only for routes that never change the user.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { trustRecent?: boolean } = {}) {
    const token = bearerToken(ctx)
    const user = token ? await userForAccessToken(token, options) : null
    if (!user || !token) throw ApiException.unauthorized()
    ctx.currentUser = user
    ctx.accessToken = token
    return next()
  }
}
