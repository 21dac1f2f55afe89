import db from '@adonisjs/lucid/services/db'
import type { AdminGenreInput } from '@kobza/contract'
import { AuditLog, type User } from '#accounts/public'
import Genre from '#catalogue/genre'
import { referenceSnapshot } from '#catalogue/reference_change'
import { genreCodeTaken } from '#catalogue/actions/update_genre'

/*
 * The change and its audit entry share one transaction. The model's hooks drop the cached list
 * inside it; it is dropped again once committed, so a read in between cannot keep the old list.
 */

/** Adds a genre to the reference list; codes are unique. */
export async function createGenre(actor: User, input: AdminGenreInput): Promise<Genre> {
  if (await Genre.findBy('code', input.code)) throw genreCodeTaken(input.code)
  const genre = await db.transaction(async (trx) => {
    const created = await Genre.create(input, { client: trx })
    await AuditLog.record(
      'genre.created',
      actor.id,
      null,
      { genreId: created.id, before: null, after: referenceSnapshot(created) },
      trx
    )
    return created
  })
  Genre.invalidateCache()
  return genre
}
