import type { HttpContext } from '@adonisjs/core/http'
import { endpoints } from '@kobza/contract'
import { validate } from '#core/validate'
import { createPurchase } from '#payments/actions/create_purchase'
import { handleCallback } from '#payments/actions/handle_callback'
import { artistBalance } from '#payments/actions/balance_of'
import { requestWithdrawal } from '#payments/actions/request_withdrawal'
import { linksFor } from '#payments/links'
import { toKopiyky, toMoney } from '#payments/money'
import { listReceived, listWithdrawals, presentWithdrawal } from '#payments/actions/list_earnings'
import { authorize, bouncerOf, type User } from '#accounts/public'
import PaymentPolicy from '#payments/policy'

async function requireArtist(user: User) {
  await authorize(bouncerOf(user).with(PaymentPolicy).execute('earn'))
  return user
}

export default class PaymentsController {
  /** POST /api/v1/payments/purchases */
  async purchase(ctx: HttpContext) {
    const request = validate(endpoints.payments.purchase.body, ctx.request.body())
    const { checkoutUrl } = await createPurchase(ctx.currentUser!, request, linksFor(ctx))
    ctx.response.status(201)
    return { checkoutUrl }
  }

  /** POST /api/v1/payments/callbacks/:provider — the provider's server, not a browser. */
  async callback(ctx: HttpContext) {
    const callback = validate(endpoints.payments.callback.body, ctx.request.body())
    const result = await handleCallback(ctx.params.provider, callback)
    return { message: `Callback received: ${result.outcome}` }
  }

  /** GET /api/v1/payments/balance */
  async balance(ctx: HttpContext) {
    const user = await requireArtist(ctx.currentUser!)
    const { available, held, withdrawing } = await artistBalance(user.id)
    return { available: toMoney(available), held: toMoney(held), withdrawing: toMoney(withdrawing) }
  }

  /** POST /api/v1/payments/withdrawals */
  async requestWithdrawal(ctx: HttpContext) {
    const request = validate(endpoints.payments.requestWithdrawal.body, ctx.request.body())
    const withdrawal = await requestWithdrawal(ctx.currentUser!, toKopiyky(request.money.amount))
    ctx.response.status(201)
    return presentWithdrawal(withdrawal)
  }

  /** GET /api/v1/payments/withdrawals */
  async withdrawals(ctx: HttpContext) {
    const user = await requireArtist(ctx.currentUser!)
    const { page, size } = validate(endpoints.payments.withdrawals.query, ctx.request.qs())
    return listWithdrawals(user.id, page, size)
  }

  /** GET /api/v1/payments/received */
  async received(ctx: HttpContext) {
    const user = await requireArtist(ctx.currentUser!)
    const { page, size } = validate(endpoints.payments.received.query, ctx.request.qs())
    return listReceived(user.id, page, size)
  }
}
