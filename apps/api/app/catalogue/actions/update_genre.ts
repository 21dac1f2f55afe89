import { builtInGenreCodes, type AdminGenreUpdate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import Genre from '#catalogue/genre'
import { editReference } from '#catalogue/reference_change'

/** Codes are unique: a second genre with one is a conflict. */
export function genreCodeTaken(code: string) {
  return ApiException.conflict(`A genre with code ${code} exists`)
}

/** Renames or reorders a genre; the spec's built-in codes keep their code (clients match on it). */
export async function updateGenre(actor: User, genre: Genre, input: AdminGenreUpdate): Promise<Genre> {
  if (input.code && input.code !== genre.code) {
    if (builtInGenreCodes.includes(genre.code)) {
      throw ApiException.unprocessable([{ message: 'Built-in genre codes cannot change', field: 'code' }])
    }
    if (await Genre.findBy('code', input.code)) throw genreCodeTaken(input.code)
  }
  return editReference(actor, genre, input, { action: 'genre.updated', idKey: 'genreId' })
}
