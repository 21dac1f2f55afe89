import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import {
  adminDeleteRequest,
  adminLegendUpdate,
  legendDecisionRequest,
  legendMessages,
  legendSettings as settingsSchema,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { isoOf } from '#core/stored_time'
import { validate } from '#core/validate'
import { answerList, parseListQuery } from '#admin/public'
import Legend from '#legends/legend'
import { presentLegends } from '#legends/present'
import { legendSettings, saveLegendSettings } from '#legends/settings'
import { decideOnLegend } from '#legends/actions/decide'
import { removeLegend } from '#legends/actions/remove'
import { correctLegend, type LegendCorrection } from '#legends/actions/correct'

const SORTABLE = ['id', 'name', 'status', 'voteCount', 'createdAt', 'voteStageUntil'] as const
const COLUMNS: Record<string, string> = {
  id: 'id',
  name: 'name',
  status: 'status',
  voteCount: 'vote_count',
  createdAt: 'created_at',
  voteStageUntil: 'vote_stage_until',
}

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
async function presentForConsole(ctx: HttpContext, legends: Legend[]) {
  const presented = await presentLegends(legends, ctx.currentUser!)
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
      myDecision: own.find((row) => Number(row.judge_id) === ctx.currentUser!.id)?.decision ?? null,
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

async function findOr404(id: unknown) {
  const legend = Number.isSafeInteger(Number(id)) ? await Legend.find(Number(id)) : null
  if (!legend) throw ApiException.notFound(legendMessages.notFound)
  return legend
}

function listQuery(ctx: HttpContext, statusDefault: string | null) {
  const list = parseListQuery(ctx, SORTABLE, 'id')
  const query = Legend.query()
  const status = typeof list.filter.status === 'string' ? list.filter.status : statusDefault
  if (status) query.where('status', status)
  if (typeof list.filter.legendType === 'string') query.where('legend_type', list.filter.legendType)
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim().toLowerCase() : ''
  if (q) query.whereRaw(`search_text like ? escape '\\'`, [`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`])
  if (Array.isArray(list.filter.id)) query.whereIn('id', list.filter.id.map(Number).filter(Number.isInteger))
  return { list, query }
}

/** /admin/api/legend-reviews — the judges' queue (JUDGE_HALL_OF_FAME), On Reviewing by default. */
export class LegendReviewsController {
  async index(ctx: HttpContext) {
    const { list, query } = listQuery(ctx, 'REVIEWING')
    const rows = await answerList(ctx, 'legend-reviews', query, list, (field) => COLUMNS[field] ?? 'id')
    return presentForConsole(ctx, rows)
  }

  async show(ctx: HttpContext) {
    const [legend] = await presentForConsole(ctx, [await findOr404(ctx.params.id)])
    return legend
  }

  /** POST /admin/api/legend-reviews/:id/decisions { decision: INDUCT|REJECT, reason } */
  async decide(ctx: HttpContext) {
    const input = validate(legendDecisionRequest, ctx.request.body())
    const outcome = await decideOnLegend(
      ctx.currentUser!,
      (await findOr404(ctx.params.id)).id,
      input.decision,
      input.reason
    )
    const [legend] = await presentForConsole(ctx, [outcome.legend])
    return ctx.response.status(outcome.decided ? 200 : 202).send({ ...legend, decided: outcome.decided })
  }
}

/** /admin/api/legends — moderators correct or remove a nomination that breaks the rules. */
export class AdminLegendsController {
  async index(ctx: HttpContext) {
    const { list, query } = listQuery(ctx, null)
    const rows = await answerList(ctx, 'legends', query, list, (field) => COLUMNS[field] ?? 'id')
    return presentForConsole(ctx, rows)
  }

  async show(ctx: HttpContext) {
    const [legend] = await presentForConsole(ctx, [await findOr404(ctx.params.id)])
    return legend
  }

  async update(ctx: HttpContext) {
    const legend = await findOr404(ctx.params.id)
    const input = validate(adminLegendUpdate, ctx.request.body())
    const changes: LegendCorrection = {}
    if (input.name !== undefined) changes.name = input.name
    if (input.authorName !== undefined) changes.authorName = input.authorName ?? null
    if (input.ownerLegendStarterOpinion !== undefined) changes.opinion = input.ownerLegendStarterOpinion
    if (input.era !== undefined) changes.era = input.era
    if (input.genre !== undefined && legend.legendType === 'SONG') changes.genre = input.genre
    if (input.composer !== undefined) changes.composer = input.composer ?? null
    if (input.label !== undefined) changes.label = input.label ?? null
    if (input.recordingStudio !== undefined) changes.recordingStudio = input.recordingStudio ?? null
    if (input.textAuthor !== undefined) changes.textAuthor = input.textAuthor ?? null
    await correctLegend(ctx.currentUser!, legend, changes)
    const [answer] = await presentForConsole(ctx, [legend])
    return answer
  }

  /** DELETE with `{ reason }`: the removal cannot be undone, so the audit entry keeps why. */
  async destroy(ctx: HttpContext) {
    const legend = await findOr404(ctx.params.id)
    const { reason } = validate(adminDeleteRequest, ctx.request.body())
    await removeLegend(ctx.currentUser!, legend, reason)
    return { id: legend.id }
  }
}

/** /admin/api/legend-settings — one record (id 1) that administrators edit. */
export class LegendSettingsController {
  async index(ctx: HttpContext) {
    ctx.response.header('content-range', 'legend-settings 0-0/1')
    return [{ id: 1, ...(await legendSettings()) }]
  }

  async show() {
    return { id: 1, ...(await legendSettings()) }
  }

  async update(ctx: HttpContext) {
    const input = validate(settingsSchema, ctx.request.body())
    return { id: 1, ...(await saveLegendSettings(input, ctx.currentUser!)) }
  }
}
