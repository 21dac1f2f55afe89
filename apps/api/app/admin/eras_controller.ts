import type { HttpContext } from '@adonisjs/core/http'
import { adminEraUpdate } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { Era, updateEra } from '#catalogue/public'
import { answerList, parseListQuery } from '#admin/simple_rest'

const SORTABLE = ['id', 'code', 'name', 'nameUk', 'position'] as const

function present(era: Era) {
  return { id: era.id, code: era.code, name: era.name, nameUk: era.nameUk, position: era.position }
}

async function findOr404(id: unknown) {
  const era = Number.isInteger(Number(id)) ? await Era.find(Number(id)) : null
  if (!era) throw ApiException.notFound('Era not found')
  return era
}

/** /admin/api/eras — react-admin simple-rest resource: list, show and update only (the codes are fixed). */
export default class AdminErasController {
  async index(ctx: HttpContext) {
    const list = parseListQuery(ctx, SORTABLE, 'position')
    const query = Era.query()
    const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : ''
    if (q)
      query.where((where) =>
        where
          .whereRaw('lower(name) like ?', [`%${q}%`])
          .orWhereRaw('lower(name_uk) like ?', [`%${q}%`])
          .orWhereRaw('lower(code) like ?', [`%${q}%`])
      )
    if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number).filter(Number.isInteger))
    const rows = await answerList(ctx, 'eras', query, list, (field) => (field === 'nameUk' ? 'name_uk' : field))
    return rows.map(present)
  }

  async show({ params }: HttpContext) {
    return present(await findOr404(params.id))
  }

  async update({ params, request, currentUser }: HttpContext) {
    const era = await findOr404(params.id)
    return present(await updateEra(currentUser!, era, validate(adminEraUpdate, request.body())))
  }
}
