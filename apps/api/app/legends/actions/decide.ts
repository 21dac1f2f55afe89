import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { legendMessages, type LegendDecision } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { AuditLog, type User } from '#accounts/public'
import { storedNow } from '#core/stored_time'
import Legend from '#legends/legend'
import { legendSettings } from '#legends/settings'
import { notify, notifyMany } from '#notifications/public'
import { isUniqueViolation } from '#core/unique_violation'

export interface DecisionOutcome {
  legend: Legend
  /** Judges who have decided this way so far (this one included). */
  agreeing: number
  quorum: number
  /** True when this decision completed the quorum and the legend left the review. */
  decided: boolean
}

/**
 * A judge's decision on a legend On Reviewing, recorded with the judge. Once `quorum` judges
 * (the settings') agree on inducting or on rejecting, the legend becomes SUCCESS or REJECTED;
 * a rejection carries the rejecting judges' reasons. Each judge decides once per legend (the
 * unique (legend, judge) row), and the status moves by a conditional UPDATE, so two judges
 * completing a quorum together move it once.
 */
export async function decideOnLegend(
  judge: User,
  legendId: number,
  decision: LegendDecision,
  reason: string | undefined
): Promise<DecisionOutcome> {
  const legend = await Legend.find(legendId)
  if (!legend) throw ApiException.notFound(legendMessages.notFound)
  // Separation of duties: the nominator's own judgement is not a judge's.
  if (legend.ownerId === judge.id) throw ApiException.forbidden(legendMessages.ownNomination)
  if (legend.status !== 'REVIEWING') throw ApiException.conflict(legendMessages.notReviewing)
  const { judgesQuorum: quorum } = await legendSettings()
  const outcome = await db
    .transaction(async (trx) => {
      const now = storedNow()
      const existing = await trx.from('legend_decisions').where({ legend_id: legend.id, judge_id: judge.id }).first()
      if (existing) throw ApiException.conflict(legendMessages.alreadyDecided)
      await trx
        .insertQuery()
        .table('legend_decisions')
        .insert({ legend_id: legend.id, judge_id: judge.id, decision, reason: reason ?? null, created_at: now })
      const same = (await trx
        .from('legend_decisions')
        .where({ legend_id: legend.id, decision })
        .orderBy('id')
        .select('reason')) as { reason: string | null }[]
      // The judge's decision is audited with the row it writes; the status move (when this
      // decision completes the quorum) is in `after`.
      const audit = (status: string) =>
        AuditLog.record(
          'legend.decided',
          judge.id,
          legend.ownerId,
          {
            legendId: legend.id,
            legendName: legend.name,
            decision,
            reason: reason ?? null,
            agreeing: same.length,
            quorum,
            before: { status: 'REVIEWING' },
            after: { status },
          },
          trx
        )
      if (same.length < quorum) {
        await audit('REVIEWING')
        return { agreeing: same.length, decided: false }
      }
      const reasons = same.map((row) => row.reason).filter((text): text is string => !!text)
      const changed = await trx
        .from('legends')
        .where('id', legend.id)
        .where('status', 'REVIEWING')
        .update({
          status: decision === 'INDUCT' ? 'SUCCESS' : 'REJECTED',
          rejection_reason: decision === 'REJECT' ? reasons.join('\n\n') : null,
          decided_at: now,
          updated_at: now,
        })
      const count = Array.isArray(changed) ? changed.length : Number(changed)
      const statusNow = count > 0 ? (decision === 'INDUCT' ? 'SUCCESS' : 'REJECTED') : await statusOf(trx, legend.id)
      await audit(statusNow)
      if (count > 0)
        await notify(trx, {
          type: 'NOMINATION_DECIDED',
          recipientId: legend.ownerId,
          // The judges decide together: no one judge is named.
          actorId: null,
          target: { kind: 'LEGEND', id: legend.uuid },
          data: { status: statusNow, name: legend.name },
        })
      if (count > 0 && decision === 'INDUCT') await tellVoters(trx, legend)
      return { agreeing: same.length, decided: count > 0 }
    })
    .catch((error: unknown) => {
      // Two requests of one judge racing: the unique (legend, judge) row refuses the second.
      if (isUniqueViolation(error)) throw ApiException.conflict(legendMessages.alreadyDecided)
      throw error
    })
  return { legend: await Legend.findOrFail(legend.id), quorum, ...outcome }
}

/** Those who voted for an inducted legend are told (the nominator has NOMINATION_DECIDED). */
async function tellVoters(trx: TransactionClientContract, legend: Legend) {
  const voters = (await trx.from('legend_votes').where('legend_id', legend.id).select('user_id')) as {
    user_id: number | string
  }[]
  const recipients = voters.map((row) => Number(row.user_id)).filter((id) => id !== legend.ownerId)
  await notifyMany(
    recipients,
    {
      type: 'LEGEND_INDUCTED',
      actorId: null,
      target: { kind: 'LEGEND', id: legend.uuid },
      data: { name: legend.name },
      groupKey: `legend-inducted:${legend.uuid}`,
    },
    trx
  )
}

/** Where a concurrent decision already moved the legend, the status it left. */
async function statusOf(trx: TransactionClientContract, id: number): Promise<string> {
  const row = (await trx.from('legends').where('id', id).select('status').first()) as { status: string } | null
  return row?.status ?? 'REVIEWING'
}
