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

/**
 * What a domain gives the console for one list resource (its `console.ts`): the sortable fields
 * and their columns, the filtered query and a page's presenter (a fixed number of queries per
 * page, never one per row). Each also has a `find` that answers 404 for an unknown id.
 */
export interface ConsoleList<Model extends LucidModel, Shown> {
  columns: Record<string, string>
  /** Newest first (id descending) unless the console sorts; otherwise by id. */
  newestFirst: boolean
  query(filter: ListQuery['filter']): ModelQueryBuilderContract<Model>
  /** Applied to the page query only (e.g. preloads), never to the count. */
  forRows?(rowsQuery: ModelQueryBuilderContract<Model>): void
  present(rows: InstanceType<Model>[]): Promise<Shown[]>
}

/** The fields a console list sorts by, each on its snake_case column (createdAt → created_at). */
export function sortableColumns(...fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]))
}

/** A page of a console list, with the Content-Range react-admin reads the total from. */
export async function answerConsoleList<Model extends LucidModel, Shown>(
  ctx: HttpContext,
  resource: string,
  console: ConsoleList<Model, Shown>
): Promise<Shown[]> {
  const list = parseListQuery(ctx, Object.keys(console.columns), 'id')
  if (console.newestFirst && !ctx.request.qs().sort) list.sortOrder = 'desc'
  const query = console.query(list.filter)
  const columnFor = (field: string) => console.columns[field] ?? 'id'
  const rows = await answerList(ctx, resource, query, list, columnFor, (rowsQuery) => console.forRows?.(rowsQuery))
  return console.present(rows as InstanceType<Model>[])
}

/** One record of a console list, presented as the list presents it. */
export async function presentOne<Model extends LucidModel, Shown>(
  console: ConsoleList<Model, Shown>,
  row: InstanceType<Model>
): Promise<Shown> {
  return (await console.present([row]))[0]!
}

/** `filter.q` of a list, trimmed and lower-cased; '' when absent. */
export function searchText(filter: ListQuery['filter']): string {
  return typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : ''
}

/** A filter's positive integer (a person's id, say), or null when it names none. */
export function idFilter(value: unknown): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** react-admin's getMany: `filter.id` as the integer ids it lists, or null when it is not a list. */
export function idsFilter(filter: ListQuery['filter']): number[] | null {
  return Array.isArray(filter.id) ? filter.id.map(Number).filter(Number.isInteger) : null
}

/* Beyond a 32-bit id PostgreSQL would fail the query itself: such an id names no record. */
export function recordId(raw: unknown): number | null {
  const key = Number(raw)
  return Number.isInteger(key) && key > 0 && key <= 2 ** 31 - 1 ? key : null
}

/** A console record by its id, or a 404 with `notFound`. */
export async function findOr404<Model extends LucidModel>(
  model: Model,
  id: unknown,
  notFound: string
): Promise<InstanceType<Model>> {
  const key = recordId(id)
  const row = key ? await model.find(key) : null
  if (!row) throw ApiException.notFound(notFound)
  return row as InstanceType<Model>
}

/**
 * The equality filters a console list offers: `people` maps filter keys that name a person (a
 * positive id) to their column, `choices` maps filter keys to the values they may take (a zod
 * enum) and their column. Anything else in the filter is left to the list's own query.
 */
export function whereFilters<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  filter: ListQuery['filter'],
  columns: {
    people?: Record<string, string>
    choices?: Record<string, [{ safeParse(value: unknown): { success: boolean; data?: unknown } }, string]>
  }
): ModelQueryBuilderContract<Model> {
  for (const [key, column] of Object.entries(columns.people ?? {})) {
    const id = idFilter(filter[key])
    if (id) query.where(column, id)
  }
  for (const [key, [schema, column]] of Object.entries(columns.choices ?? {})) {
    const parsed = schema.safeParse(filter[key])
    if (parsed.success) query.where(column, parsed.data as string)
  }
  return query
}

/**
 * An admin controller's list and show for a console resource; a resource with writes extends it.
 * The class is made per resource so routes name it as they name any controller.
 */
export function consoleController<Model extends LucidModel, Shown>(
  resource: string,
  console: ConsoleList<Model, Shown> & { find(id: unknown): Promise<InstanceType<Model>> }
) {
  return class ConsoleResourceController {
    async index(ctx: HttpContext) {
      return answerConsoleList(ctx, resource, console)
    }

    async show({ params }: HttpContext) {
      return presentOne(console, await console.find(params.id))
    }
  }
}
