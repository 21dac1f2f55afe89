import type { HttpContext } from '@adonisjs/core/http'
import { adminDeleteRequest, adminLegendUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import {
  correctLegend,
  findLegendForConsole,
  legendsConsole,
  presentLegendsForConsole,
  removeLegend,
  type LegendCorrection,
} from '#legends/public'
import { answerConsoleList } from '#admin/simple_rest'

/** /admin/api/legends — moderators correct or remove a nomination that breaks the rules. */
export default class AdminLegendsController {
  async index(ctx: HttpContext) {
    return answerConsoleList(ctx, 'legends', legendsConsole(ctx.currentUser!, null))
  }

  async show(ctx: HttpContext) {
    const [legend] = await presentLegendsForConsole(ctx.currentUser!, [await findLegendForConsole(ctx.params.id)])
    return legend
  }

  async update(ctx: HttpContext) {
    const legend = await findLegendForConsole(ctx.params.id)
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
    const [answer] = await presentLegendsForConsole(ctx.currentUser!, [legend])
    return answer
  }

  /** DELETE with `{ reason }`: the removal cannot be undone, so the audit entry keeps why. */
  async destroy(ctx: HttpContext) {
    const legend = await findLegendForConsole(ctx.params.id)
    const { reason } = validate(adminDeleteRequest, ctx.request.body())
    await removeLegend(ctx.currentUser!, legend, reason)
    return { id: legend.id }
  }
}
