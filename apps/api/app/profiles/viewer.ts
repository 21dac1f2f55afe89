import type { HttpContext } from '@adonisjs/core/http'
import { authorize, bouncerOf, type User } from '#accounts/public'
import ProfilePolicy from '#profiles/policy'
import { ApiException } from '#core/exceptions/api_exception'
import { profileMessages } from '@kobza/contract'

/** Refuses anyone but the owner of the profile (403; the auth middleware already asked for a session). */
export function requireOwner(ctx: HttpContext, owner: User, message: string = profileMessages.notOwner) {
  if (ctx.currentUser?.id !== owner.id) throw ApiException.forbidden(message)
}

/** The owner, holding ARTIST: songs, playlists, events, prices and invitations are an artist's. */
export async function requireArtistOwner(ctx: HttpContext, owner: User, message: string = profileMessages.notOwner) {
  requireOwner(ctx, owner, message)
  await authorize(bouncerOf(ctx.currentUser).with(ProfilePolicy).execute('sell'))
}
