import type { HttpContext } from '@adonisjs/core/http'
import { adminDeleteRequest, adminGenreInput, adminGenreUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { createGenre, deleteGenre, Genre, updateGenre } from '#catalogue/public'
import { listReference, presentReference } from '#admin/reference_resource'
import { findOr404 } from '#admin/simple_rest'

const findGenre = (id: unknown) => findOr404(Genre, id, 'Genre not found')

/** /admin/api/genres — react-admin simple-rest resource. */
export default class AdminGenresController {
  async index(ctx: HttpContext) {
    return listReference(ctx, 'genres', Genre)
  }

  async show({ params }: HttpContext) {
    return presentReference(await findGenre(params.id))
  }

  async store({ request, response, currentUser }: HttpContext) {
    const genre = await createGenre(currentUser!, validate(adminGenreInput, request.body()))
    return response.created(presentReference(genre))
  }

  async update({ params, request, currentUser }: HttpContext) {
    const genre = await findGenre(params.id)
    return presentReference(await updateGenre(currentUser!, genre, validate(adminGenreUpdate, request.body())))
  }

  /** DELETE with `{ reason }`: songs and posts lose the genre for good, so the audit entry keeps why. */
  async destroy({ params, request, currentUser }: HttpContext) {
    const genre = await findGenre(params.id)
    const { reason } = validate(adminDeleteRequest, request.body())
    return presentReference(await deleteGenre(currentUser!, genre, reason))
  }
}
