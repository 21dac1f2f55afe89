import type { HttpContext } from '@adonisjs/core/http'
import { adminDeleteRequest, adminGenreInput, adminGenreUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { createGenre, deleteGenre, Genre, updateGenre } from '#catalogue/public'
import { presentReference, referenceController } from '#admin/reference_resource'

/** /admin/api/genres — react-admin simple-rest resource. */
export default class AdminGenresController extends referenceController('genres', Genre, 'Genre not found') {
  async store({ request, response, currentUser }: HttpContext) {
    const genre = await createGenre(currentUser!, validate(adminGenreInput, request.body()))
    return response.created(presentReference(genre))
  }

  async update({ params, request, currentUser }: HttpContext) {
    const genre = await this.find(params.id)
    return presentReference(await updateGenre(currentUser!, genre, validate(adminGenreUpdate, request.body())))
  }

  /** DELETE with `{ reason }`: songs and posts lose the genre for good, so the audit entry keeps why. */
  async destroy({ params, request, currentUser }: HttpContext) {
    const genre = await this.find(params.id)
    const { reason } = validate(adminDeleteRequest, request.body())
    return presentReference(await deleteGenre(currentUser!, genre, reason))
  }
}
