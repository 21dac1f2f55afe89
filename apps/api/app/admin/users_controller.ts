import type { HttpContext } from '@adonisjs/core/http'
import { adminMessages, adminUserUpdate, type AdminUserBalance } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import { changeAuthorities, usersConsole, type User } from '#accounts/public'
import { artistBalance, fanBalance, hryvnia } from '#payments/public'
import { activeSubscriberCount } from '#subscriptions/public'
import { answerConsoleList, presentOne } from '#admin/simple_rest'

/*
 * One account's money and audience, for its page (the list would pay for this per row, so it does
 * not carry them). Balances are sums of ledger entries, never stored.
 */
async function details(user: User) {
  const [artist, fan, activeSubscribers] = await Promise.all([
    artistBalance(user.id),
    fanBalance(user.id),
    activeSubscriberCount(user.id),
  ])
  const balance: AdminUserBalance = {
    available: hryvnia(artist.available),
    held: hryvnia(artist.held),
    withdrawing: hryvnia(artist.withdrawing),
    fan: hryvnia(fan),
  }
  return { ...(await presentOne(usersConsole, user)), balance, activeSubscribers }
}

/** /admin/api/users — moderators block and unblock, administrators also grant and revoke authorities. */
export default class AdminUsersController {
  async index(ctx: HttpContext) {
    return answerConsoleList(ctx, 'users', usersConsole)
  }

  async show({ params }: HttpContext) {
    return details(await usersConsole.find(params.id))
  }

  async update(ctx: HttpContext) {
    const target = await usersConsole.find(ctx.params.id)
    const input = validate(adminUserUpdate, ctx.request.body())
    // Blocking is destructive: the console asks the moderator why, and the audit entry keeps it.
    if (input.status === 'BLOCKED' && target.status !== 'BLOCKED' && !input.reason)
      throw ApiException.unprocessable([{ message: adminMessages.blockReasonRequired, field: 'reason' }])
    await changeAuthorities(
      target,
      { authorities: input.authorities, status: input.status, reason: input.reason },
      { actor: ctx.currentUser!, via: 'console' }
    )
    return details(await usersConsole.find(target.id))
  }
}
