import db from '@adonisjs/lucid/services/db'
import { totalPages, type Paged } from '@kobza/contract'

/*
 * What the catalogue's lists of one artist's songs, playlists and events share: a slice of the
 * artist's rows of a table in a fixed order, and a page of them with the page count.
 */

/** `limit` of the artist's rows of `table` from `offset`, ordered by `order` (descending): one indexed query. */
export function artistRows<Row>(
  table: string,
  columns: string[],
  artistId: number,
  slice: { offset: number; limit: number; order: string[] },
  narrow?: (query: ReturnType<typeof db.from>) => void
): Promise<Row[]> {
  const query = db.from(table).select(columns).where('user_id', artistId)
  narrow?.(query)
  for (const column of slice.order) query.orderBy(column, 'desc')
  return query.offset(slice.offset).limit(slice.limit) as Promise<Row[]>
}

/**
 * One page of the artist's rows of `table`, with the page count: two indexed queries (count, page).
 * `narrow` is the same narrowing the slice applies, so the count matches what the pages show.
 */
export async function artistPage<Shown>(
  table: string,
  artistId: number,
  paging: { page: number; size: number },
  slice: (offset: number, limit: number) => Promise<Shown[]>,
  narrow?: (query: ReturnType<typeof db.from>) => void
): Promise<Paged<Shown>> {
  const counted = db.from(table).where('user_id', artistId)
  narrow?.(counted)
  const [countRow, elements] = await Promise.all([
    counted.count('* as total').first(),
    slice(paging.page * paging.size, paging.size),
  ])
  return { elements, totalPages: totalPages(Number(countRow?.total ?? 0), paging.size) }
}
