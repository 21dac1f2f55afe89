import db from '@adonisjs/lucid/services/db'
import { builtInGenreCodes, type AdminGenreInput, type AdminGenreUpdate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import Genre from '#catalogue/genre'

function codeTaken(code: string) {
  return ApiException.conflict(`A genre with code ${code} exists`)
}

const snapshot = (genre: Genre) => ({
  code: genre.code,
  name: genre.name,
  nameUk: genre.nameUk,
  position: genre.position,
})

/*
 * Each change and its audit entry share one transaction. The model's hooks drop the cached list
 * inside it; it is dropped again once committed, so a read in between cannot keep the old list.
 */

/** Adds a genre to the reference list; codes are unique. */
export async function createGenre(actor: User, input: AdminGenreInput): Promise<Genre> {
  if (await Genre.findBy('code', input.code)) throw codeTaken(input.code)
  const genre = await db.transaction(async (trx) => {
    const created = await Genre.create(input, { client: trx })
    await AuditLog.record(
      'genre.created',
      actor.id,
      null,
      { genreId: created.id, before: null, after: snapshot(created) },
      trx
    )
    return created
  })
  Genre.invalidateCache()
  return genre
}

/** Renames or reorders a genre; the spec's built-in codes keep their code (clients match on it). */
export async function updateGenre(actor: User, genre: Genre, input: AdminGenreUpdate): Promise<Genre> {
  if (input.code && input.code !== genre.code) {
    if (builtInGenreCodes.includes(genre.code)) {
      throw ApiException.unprocessable([{ message: 'Built-in genre codes cannot change', field: 'code' }])
    }
    if (await Genre.findBy('code', input.code)) throw codeTaken(input.code)
  }
  const before = snapshot(genre)
  await db.transaction(async (trx) => {
    genre.useTransaction(trx)
    genre.merge(input)
    await genre.save()
    await AuditLog.record('genre.updated', actor.id, null, { genreId: genre.id, before, after: snapshot(genre) }, trx)
  })
  Genre.invalidateCache()
  return genre
}

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
      { genreId: genre.id, reason, before: snapshot(genre), after: null },
      trx
    )
  })
  Genre.invalidateCache()
  return genre
}
