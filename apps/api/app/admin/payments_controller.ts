import type { HttpContext } from '@adonisjs/core/http'
import { paymentsConsole } from '#payments/public'
import { answerConsoleList, presentOne } from '#admin/simple_rest'

/** /admin/api/payments — every purchase, newest first, read-only: search by person, filter by status and goal. */
export default class AdminPaymentsController {
  async index(ctx: HttpContext) {
    return answerConsoleList(ctx, 'payments', paymentsConsole)
  }

  async show({ params }: HttpContext) {
    return presentOne(paymentsConsole, await paymentsConsole.find(params.id))
  }
}
