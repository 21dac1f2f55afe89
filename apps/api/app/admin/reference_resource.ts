import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { answerList, findOr404, parseListQuery } from '#admin/simple_rest'

/*
 * What the console's reference lists (genres, eras) share: the same columns, the same search over
 * both names and the code, the same lookup. Each controller keeps only the writes its list allows.
 */

interface ReferenceRow {
  id: number
  code: string
  name: string
  nameUk: string | null
  position: number
}

type ReferenceModel = LucidModel & { new (): ReferenceRow }

const SORTABLE = ['id', 'code', 'name', 'nameUk', 'position'] as const

export function presentReference(row: ReferenceRow) {
  return { id: row.id, code: row.code, name: row.name, nameUk: row.nameUk, position: row.position }
}

/** A simple-rest page of a reference list, `q` matching either name or the code. */
export async function listReference(ctx: HttpContext, resource: string, model: ReferenceModel) {
  const list = parseListQuery(ctx, SORTABLE, 'position')
  const query = model.query()
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : ''
  if (q)
    query.where((where) =>
      where
        .whereRaw('lower(name) like ?', [`%${q}%`])
        .orWhereRaw('lower(name_uk) like ?', [`%${q}%`])
        .orWhereRaw('lower(code) like ?', [`%${q}%`])
    )
  if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number).filter(Number.isInteger))
  const rows = await answerList(ctx, resource, query, list, (field) => (field === 'nameUk' ? 'name_uk' : field))
  return (rows as unknown as ReferenceRow[]).map(presentReference)
}

/** A reference list's controller: its page and one entry; each list adds the writes it allows. */
export function referenceController<Model extends ReferenceModel>(resource: string, model: Model, notFound: string) {
  return class ReferenceController {
    /** The entry with `id`, or a 404 naming the list's kind. */
    protected find(id: unknown) {
      return findOr404(model, id, notFound)
    }

    async index(ctx: HttpContext) {
      return listReference(ctx, resource, model)
    }

    async show({ params }: HttpContext) {
      return presentReference(await this.find(params.id))
    }
  }
}
