import db from '@adonisjs/lucid/services/db'
import { builtInGenreCodes } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import Genre from '#catalogue/genre'
import { referenceSnapshot } from '#catalogue/reference_change'

/** Removes a genre an operator added; the spec's built-in genres stay. */
export async function deleteGenre(actor: User, genre: Genre, reason: string): Promise<Genre> {
  if (builtInGenreCodes.includes(genre.code))
    throw ApiException.unprocessable([{ message: 'Built-in genres cannot be deleted' }])
  await db.transaction(async (trx) => {
    genre.useTransaction(trx)
    await genre.delete()
    await AuditLog.record(
      'genre.deleted',
      actor.id,
      null,
      { genreId: genre.id, reason, before: referenceSnapshot(genre), after: null },
      trx
    )
  })
  Genre.invalidateCache()
  return genre
}
