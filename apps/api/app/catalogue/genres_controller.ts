import type { HttpContext } from '@adonisjs/core/http'
import { referenceCache } from '#catalogue/reference_cache'
import { sendReference } from '#catalogue/reference_answer'

export default class GenresController {
  /** GET /api/v1/genres: the reference list as { value, name, nameUk }, in display order, from memory. */
  async index(ctx: HttpContext) {
    return sendReference(ctx, await referenceCache.genres.answer())
  }
}
