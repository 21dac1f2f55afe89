import db from '@adonisjs/lucid/services/db'
import type { LegendLikeState } from '@kobza/contract'
import type { User } from '#accounts/public'
import { insertOnce } from '#feed/public'
import { storedNow } from '#core/stored_time'
import Legend from '#legends/legend'
import { findLegend } from '#legends/actions/find_legend'

async function stateOf(legendId: number, liked: boolean): Promise<LegendLikeState> {
  const legend = await Legend.findOrFail(legendId)
  return { legendUuid: legend.uuid, likeCount: legend.likeCount, liked }
}

/**
 * Likes once: a repeated (or racing) like finds the unique (legend, user) row taken and changes
 * nothing, so a double click never counts twice; the answer is the state either way.
 */
export async function likeLegend(user: User, uuid: string): Promise<LegendLikeState> {
  const legend = await findLegend(uuid)
  await db.transaction(async (trx) => {
    const row = { legend_id: legend.id, user_id: user.id, created_at: storedNow() }
    if (await insertOnce(trx, 'legend_likes', row, ['legend_id', 'user_id']))
      await trx.from('legends').where('id', legend.id).increment('like_count', 1)
  })
  return stateOf(legend.id, true)
}

/** Removes the like; unliking what one does not like changes nothing. */
export async function unlikeLegend(user: User, uuid: string): Promise<LegendLikeState> {
  const legend = await findLegend(uuid)
  await db.transaction(async (trx) => {
    const deleted = await trx.from('legend_likes').where({ legend_id: legend.id, user_id: user.id }).delete()
    const count = Array.isArray(deleted) ? deleted.length : Number(deleted)
    if (count > 0) await trx.from('legends').where('id', legend.id).decrement('like_count', count)
  })
  return stateOf(legend.id, false)
}
