import type { HttpContext } from '@adonisjs/core/http'
import { bearerToken, userForAccessToken, type User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { profileMessages } from '@kobza/contract'

/** The signed-in caller on a public page, or null: a bad or absent token reads as signed out. */
export async function optionalViewer(ctx: HttpContext): Promise<User | null> {
  if (ctx.currentUser) return ctx.currentUser
  const token = bearerToken(ctx)
  return token ? userForAccessToken(token) : null
}

/** Refuses anyone but the owner of the profile (403; the auth middleware already asked for a session). */
export function requireOwner(ctx: HttpContext, owner: User, message: string = profileMessages.notOwner) {
  if (ctx.currentUser?.id !== owner.id) throw ApiException.forbidden(message)
}

/** The owner, holding ARTIST: songs, playlists, events, prices and invitations are an artist's. */
export function requireArtistOwner(ctx: HttpContext, owner: User, message: string = profileMessages.notOwner) {
  requireOwner(ctx, owner, message)
  if (!ctx.currentUser!.authorities.includes('ARTIST')) throw ApiException.forbidden(profileMessages.artistsOnly)
}
