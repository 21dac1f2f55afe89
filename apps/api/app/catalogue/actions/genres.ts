import { builtInGenreCodes, type AdminGenreInput, type AdminGenreUpdate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import Genre from '#catalogue/genre'

function codeTaken(code: string) {
  return ApiException.conflict(`A genre with code ${code} exists`)
}

/** Adds a genre to the reference list; codes are unique. */
export async function createGenre(input: AdminGenreInput): Promise<Genre> {
  if (await Genre.findBy('code', input.code)) throw codeTaken(input.code)
  return Genre.create(input)
}

/** Renames or reorders a genre; the spec's built-in codes keep their code (clients match on it). */
export async function updateGenre(genre: Genre, input: AdminGenreUpdate): Promise<Genre> {
  if (input.code && input.code !== genre.code) {
    if (builtInGenreCodes.includes(genre.code)) {
      throw ApiException.unprocessable([{ message: 'Built-in genre codes cannot change', field: 'code' }])
    }
    if (await Genre.findBy('code', input.code)) throw codeTaken(input.code)
  }
  genre.merge(input)
  await genre.save()
  return genre
}

/** Removes a genre an operator added; the spec's built-in genres stay. */
export async function deleteGenre(genre: Genre): Promise<Genre> {
  if (builtInGenreCodes.includes(genre.code))
    throw ApiException.unprocessable([{ message: 'Built-in genres cannot be deleted' }])
  await genre.delete()
  return genre
}
