import db from '@adonisjs/lucid/services/db'
import { legendMessages, type LegendStatus } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { isoOf } from '#core/stored_time'
import type { User } from '#accounts/public'
import { idsFilter, searchText, type ListQuery, sortableColumns } from '#admin/public'
import Legend from '#legends/legend'
import { presentLegends } from '#legends/present'
import { legendSettings } from '#legends/settings'

/* The console's read-model of legends (app/admin routes it): the judges' queue and moderation. */

const COLUMNS: Record<string, string> = sortableColumns(
  'id',
  'name',
  'status',
  'voteCount',
  'createdAt',
  'voteStageUntil'
)

interface DecisionRow {
  legend_id: number
  judge_id: number
  decision: string
  reason: string | null
  created_at: Date | string
  public_name: string
  nick_name: string
}

/**
 * The console's view of legends: everything the nominator submitted, the vote figures, and the
 * decision history with each judge (five queries for the page, one more for the decisions and votes).
 */
export async function presentLegendsForConsole(viewer: User, legends: Legend[]) {
  const presented = await presentLegends(legends, viewer)
  const ids = legends.map((legend) => legend.id)
  const [decisions, voteSpans, quorum] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([] as DecisionRow[])
      : (db
          .from('legend_decisions')
          .join('users', 'users.id', 'legend_decisions.judge_id')
          .whereIn('legend_decisions.legend_id', ids)
          .orderBy('legend_decisions.id')
          .select(
            'legend_decisions.legend_id',
            'legend_decisions.judge_id',
            'legend_decisions.decision',
            'legend_decisions.reason',
            'legend_decisions.created_at',
            'users.public_name',
            'users.nick_name'
          ) as Promise<DecisionRow[]>),
    ids.length === 0
      ? Promise.resolve([])
      : (db
          .from('legend_votes')
          .whereIn('legend_id', ids)
          .groupBy('legend_id')
          .select('legend_id')
          .min('created_at as first_at')
          .max('created_at as last_at') as Promise<
          { legend_id: number; first_at: Date | string | null; last_at: Date | string | null }[]
        >),
    legendSettings().then((settings) => settings.judgesQuorum),
  ])
  return presented.map((legend, index) => {
    const model = legends[index]!
    const own = decisions.filter((row) => Number(row.legend_id) === model.id)
    const span = voteSpans.find((row) => Number(row.legend_id) === model.id)
    return {
      ...legend,
      // react-admin's record id; the uuid stays in legendUuid.
      id: model.id,
      voteCount: model.voteCount,
      voteStageUntil: model.voteStageUntil.toUTC().toISO(),
      stageClosedAt: model.stageClosedAt?.toUTC().toISO() ?? null,
      decidedAt: model.decidedAt?.toUTC().toISO() ?? null,
      firstVoteAt: span?.first_at ? isoOf(span.first_at) : null,
      lastVoteAt: span?.last_at ? isoOf(span.last_at) : null,
      quorum,
      inducting: own.filter((row) => row.decision === 'INDUCT').length,
      rejecting: own.filter((row) => row.decision === 'REJECT').length,
      myDecision: own.find((row) => Number(row.judge_id) === viewer.id)?.decision ?? null,
      decisions: own.map((row) => ({
        judge: row.public_name,
        judgeNickName: row.nick_name,
        decision: row.decision,
        reason: row.reason,
        decidedAt: isoOf(row.created_at),
      })),
    }
  })
}

/** A legend by its console id (the row id); 404 when there is none. */
export async function findLegendForConsole(id: unknown) {
  const legend = Number.isSafeInteger(Number(id)) ? await Legend.find(Number(id)) : null
  if (!legend) throw ApiException.notFound(legendMessages.notFound)
  return legend
}

/**
 * /admin/api/legend-reviews and /admin/api/legends: filtered by status (`statusDefault` when the
 * console names none), type and text; presented for `viewer` (their own decision shows).
 */
export function legendsConsole(viewer: User, statusDefault: LegendStatus | null) {
  return {
    columns: COLUMNS,
    newestFirst: false,
    query(filter: ListQuery['filter']) {
      const query = Legend.query()
      const status = typeof filter.status === 'string' ? filter.status : statusDefault
      if (status) query.where('status', status)
      if (typeof filter.legendType === 'string') query.where('legend_type', filter.legendType)
      const q = searchText(filter)
      if (q) query.whereRaw(`search_text like ? escape '\\'`, [`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`])
      const ids = idsFilter(filter)
      if (ids) query.whereIn('id', ids)
      return query
    },
    present: (rows: Legend[]) => presentLegendsForConsole(viewer, rows),
  }
}
