import { pageSizes, totalPages, type LegendPage, type LegendSearchQuery, type legendSearchBody } from '@kobza/contract'
import type { z } from 'zod'
import type { User } from '#accounts/public'
import db from '@adonisjs/lucid/services/db'
import {
  legendColumns,
  legendOwnerColumns,
  presentLegends,
  type JoinedOwner,
  type LegendFields,
} from '#legends/present'

export interface SearchInput {
  page: number
  size: number
  legendType: 'SONG' | 'PERSON'
  isLegend: 'true' | 'false'
  sort: NonNullable<LegendSearchQuery['sort']>
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * A page of legends: inducted ones (isLegend=true) or those on voting and on review, with the
 * text, era and genre filters. Two queries for the page (its owners joined) and three to present it.
 */
export async function searchLegends(
  viewer: User | null,
  query: SearchInput,
  body: z.infer<typeof legendSearchBody>,
  rawSort: boolean
): Promise<LegendPage> {
  const base = db.from('legends').where('legends.legend_type', query.legendType)
  if (query.isLegend === 'true') base.where('legends.status', 'SUCCESS')
  else base.whereIn('legends.status', ['VOTING', 'REVIEWING'])
  if (body.searchText) base.whereRaw(`legends.search_text like ? escape '\\'`, [likePattern(body.searchText)])
  if (body.eras && body.eras.length > 0) base.whereIn('legends.era', body.eras)
  if (body.genres && body.genres.length > 0) base.whereIn('legends.genre', body.genres)
  // The query's sort wins; the body's orderBy is used when the query left it out.
  const sort = !rawSort && body.orderBy ? body.orderBy : query.sort
  const size = query.size || pageSizes.hallOfFame
  const countRow = await base.clone().count('* as total').first()
  const total = Number(countRow?.total ?? 0)
  const rows = base
    .clone()
    .join('users as owner', 'owner.id', 'legends.owner_id')
    .select([...legendColumns(), ...legendOwnerColumns])
  if (sort === 'RECENT') rows.orderBy('legends.created_at', 'desc').orderBy('legends.id', 'desc')
  else if (sort === 'MORE_VOTES') rows.orderBy('legends.vote_count', 'desc').orderBy('legends.id', 'desc')
  else rows.orderBy('legends.vote_count', 'asc').orderBy('legends.id', 'asc')
  const legends: Array<LegendFields & JoinedOwner> = await rows.offset(query.page * size).limit(size)
  return { elements: await presentLegends(legends, viewer), totalPages: totalPages(total, size) }
}
