import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import { simpleRestListQuery } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'

export interface ListQuery {
  sortField: string
  sortOrder: 'asc' | 'desc'
  offset: number
  limit: number
  filter: Record<string, unknown>
}

const MAX_RANGE = 100

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    throw ApiException.badRequest(`The ${name} parameter is not valid JSON`)
  }
}

/**
 * Reads react-admin's simple-rest list query (sort=["f","ASC"], range=[0,24],
 * filter={...}), refusing sort fields not on the allow-list.
 */
export function parseListQuery(ctx: HttpContext, sortable: readonly string[], defaultSort: string): ListQuery {
  const raw = validate(simpleRestListQuery, ctx.request.qs())
  const sort = parseJson(raw.sort, 'sort')
  const range = parseJson(raw.range, 'range')
  const filter = parseJson(raw.filter, 'filter') ?? {}

  let sortField = defaultSort
  let sortOrder: 'asc' | 'desc' = 'asc'
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !sortable.includes(sort[0])) {
      throw ApiException.badRequest(`Sorting is possible by: ${sortable.join(', ')}`)
    }
    sortField = sort[0]
    sortOrder = String(sort[1]).toUpperCase() === 'DESC' ? 'desc' : 'asc'
  }
  let offset = 0
  let limit = 25
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) ? range : []
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      throw ApiException.badRequest('The range parameter must be [start, end] with 0 <= start <= end')
    }
    offset = start
    limit = Math.min(end - start + 1, MAX_RANGE)
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw ApiException.badRequest('The filter parameter must be an object')
  }
  return { sortField, sortOrder, offset, limit, filter: filter as Record<string, unknown> }
}

/** Runs a list query with paging and answers with the Content-Range react-admin reads the total from. */
export async function answerList<Model extends LucidModel>(
  ctx: HttpContext,
  resource: string,
  query: ModelQueryBuilderContract<Model>,
  list: ListQuery,
  columnFor: (field: string) => string,
  /** Applied to the page query only (e.g. preloads), never to the count. */
  forRows: (rowsQuery: ModelQueryBuilderContract<Model>) => void = () => undefined
) {
  const totalRow = await query.clone().count('* as total').first()
  const total = Number((totalRow as unknown as { $extras: { total: number | string } } | null)?.$extras.total ?? 0)
  forRows(query)
  const rows = await query
    .orderBy(columnFor(list.sortField), list.sortOrder)
    .orderBy('id')
    .offset(list.offset)
    .limit(list.limit)
  const end = rows.length === 0 ? list.offset : list.offset + rows.length - 1
  ctx.response.header('content-range', `${resource} ${list.offset}-${end}/${total}`)
  return rows
}

