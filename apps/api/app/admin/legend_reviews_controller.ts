import type { HttpContext } from '@adonisjs/core/http'
import { legendDecisionRequest } from '@kobza/contract'
import { validate } from '#core/validate'
import { decideOnLegend, findLegendForConsole, legendsConsole, presentLegendsForConsole } from '#legends/public'
import { answerConsoleList } from '#admin/simple_rest'

/** /admin/api/legend-reviews — the judges' queue (JUDGE_HALL_OF_FAME), On Reviewing by default. */
export default class LegendReviewsController {
  async index(ctx: HttpContext) {
    return answerConsoleList(ctx, 'legend-reviews', legendsConsole(ctx.currentUser!, 'REVIEWING'))
  }

  async show(ctx: HttpContext) {
    const [legend] = await presentLegendsForConsole(ctx.currentUser!, [await findLegendForConsole(ctx.params.id)])
    return legend
  }

  /** POST /admin/api/legend-reviews/:id/decisions { decision: INDUCT|REJECT, reason } */
  async decide(ctx: HttpContext) {
    const input = validate(legendDecisionRequest, ctx.request.body())
    const outcome = await decideOnLegend(
      ctx.currentUser!,
      (await findLegendForConsole(ctx.params.id)).id,
      input.decision,
      input.reason
    )
    const [legend] = await presentLegendsForConsole(ctx.currentUser!, [outcome.legend])
    return ctx.response.status(outcome.decided ? 200 : 202).send({ ...legend, decided: outcome.decided })
  }
}
