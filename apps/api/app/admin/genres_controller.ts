import type { HttpContext } from '@adonisjs/core/http'
import { adminGenreInput, adminGenreUpdate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { createGenre, deleteGenre, Genre, updateGenre } from '#catalogue/public'
import { answerList, parseListQuery } from '#admin/simple_rest'

const SORTABLE = ['id', 'code', 'name', 'nameUk', 'position'] as const

function present(genre: Genre) {
  return { id: genre.id, code: genre.code, name: genre.name, nameUk: genre.nameUk, position: genre.position }
}

async function findOr404(id: unknown) {
  const genre = Number.isInteger(Number(id)) ? await Genre.find(Number(id)) : null
  if (!genre) throw ApiException.notFound('Genre not found')
  return genre
}

/** /admin/api/genres — react-admin simple-rest resource. */
export default class AdminGenresController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, SORTABLE, 'position')
    const query = Genre.query()
    const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : ''
    if (q)
      query.where((where) =>
        where
          .whereRaw('lower(name) like ?', [`%${q}%`])
          .orWhereRaw('lower(name_uk) like ?', [`%${q}%`])
          .orWhereRaw('lower(code) like ?', [`%${q}%`])
      )
    if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number).filter(Number.isInteger))
    const rows = await answerList(ctx, 'genres', query, list, (field) => (field === 'nameUk' ? 'name_uk' : field))
    return rows.map(present)
  }

  async show({ params }: HttpContext) {
    return present(await findOr404(params.id))
  }

  async store({ request, response, currentUser }: HttpContext) {
    const genre = await createGenre(currentUser!, validate(adminGenreInput, request.body()))
    return response.created(present(genre))
  }

  async update({ params, request, currentUser }: HttpContext) {
    const genre = await findOr404(params.id)
    return present(await updateGenre(currentUser!, genre, validate(adminGenreUpdate, request.body())))
  }

  async destroy({ params, currentUser }: HttpContext) {
    return present(await deleteGenre(currentUser!, await findOr404(params.id)))
  }
}
