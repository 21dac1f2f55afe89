import type { HttpContext } from '@adonisjs/core/http'
import { referenceCache } from '#catalogue/reference_cache'
import { sendReference } from '#catalogue/reference_answer'

export default class ErasController {
  /** GET /api/v1/eras: { value, name, nameUk } in display order, from memory, like the genres. */
  async index(ctx: HttpContext) {
    return sendReference(ctx, await referenceCache.eras.answer())
  }
}
