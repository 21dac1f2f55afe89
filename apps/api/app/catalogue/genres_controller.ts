import type { HttpContext } from '@adonisjs/core/http'
import Genre from '#catalogue/genre'

export default class GenresController {
  /** GET /api/v1/genres: the reference list as { value, name }, in display order. */
  async index({ response }: HttpContext) {
    const rows = await Genre.query().select('code', 'name').orderBy('position').orderBy('id')
    response.header('cache-control', 'public, max-age=300')
    return rows.map((row) => ({ value: row.code, name: row.name }))
  }
}
