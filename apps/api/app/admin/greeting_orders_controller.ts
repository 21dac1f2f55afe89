import type { HttpContext } from '@adonisjs/core/http'
import { adminGreetingRefund } from '@kobza/contract'
import { validate } from '#core/validate'
import { greetingOrdersConsole, refundOrder } from '#greetings/public'
import { consoleController, presentOne } from '#admin/simple_rest'

/**
 * /admin/api/greeting-orders — video greeting orders, newest first; a moderator refunds one
 * still waiting for its video (POST …/:id/refunds, audited).
 */
export default class AdminGreetingOrdersController extends consoleController('greeting-orders', greetingOrdersConsole) {
  async refund(ctx: HttpContext) {
    const target = await greetingOrdersConsole.find(ctx.params.id)
    const { reason } = validate(adminGreetingRefund, ctx.request.body())
    return presentOne(greetingOrdersConsole, await refundOrder(target.id, reason, ctx.currentUser!))
  }
}
