import type { HttpContext } from '@adonisjs/core/http'
import { referenceCache } from '#catalogue/reference_cache'

export default class GenresController {
  /** GET /api/v1/genres: the reference list as { value, name }, in display order, from memory. */
  async index({ request, response }: HttpContext) {
    const { body, etag } = await referenceCache.genres.answer()
    // Shared caches may keep it, but must ask (a 304 is cheap) before each use: console edits show at once.
    response.header('cache-control', 'public, no-cache')
    response.header('etag', etag)
    const ifNoneMatch = request.header('if-none-match')
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return response.status(304)
    }
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(body)
  }
}
