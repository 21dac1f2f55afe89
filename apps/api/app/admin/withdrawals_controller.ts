import type { HttpContext } from '@adonisjs/core/http'
import { adminWithdrawalDecision } from '@kobza/contract'
import { validate } from '#core/validate'
import { decideWithdrawal, withdrawalsConsole } from '#payments/public'
import { consoleController, presentOne } from '#admin/simple_rest'

/** /admin/api/withdrawals — artists' payout requests; an operator marks one PAID or REJECTED (audited). */
export default class AdminWithdrawalsController extends consoleController('withdrawals', withdrawalsConsole) {
  async update(ctx: HttpContext) {
    const { status, reason } = validate(adminWithdrawalDecision, ctx.request.body())
    const target = await withdrawalsConsole.find(ctx.params.id)
    const decided = await decideWithdrawal(
      target.id,
      status,
      ctx.currentUser!,
      status === 'REJECTED' ? (reason ?? undefined) : undefined
    )
    return presentOne(withdrawalsConsole, decided)
  }
}
