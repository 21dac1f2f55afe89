import type { HttpContext } from '@adonisjs/core/http'
import { subscriptionsConsole } from '#subscriptions/public'
import { answerConsoleList, presentOne } from '#admin/simple_rest'

/** /admin/api/subscriptions — read-only: who subscribes to whom, until when, and whether it was cancelled. */
export default class AdminSubscriptionsController {
  async index(ctx: HttpContext) {
    return answerConsoleList(ctx, 'subscriptions', subscriptionsConsole)
  }

  async show({ params }: HttpContext) {
    return presentOne(subscriptionsConsole, await subscriptionsConsole.find(params.id))
  }
}
