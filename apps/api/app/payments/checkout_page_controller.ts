import type { HttpContext } from '@adonisjs/core/http'
import { ApiException } from '#core/exceptions/api_exception'
import { User } from '#accounts/public'
import Purchase from '#payments/purchase'
import { paymentsConfig } from '#payments/payments_config'
import { checkoutUrlsFor, goalLabels } from '#payments/actions/create_purchase'
import { decideSandboxCheckout, sandboxPurchase } from '#payments/actions/decide_sandbox_checkout'
import { LIQPAY_CHECKOUT_URL, liqpayCheckoutForm } from '#payments/providers/liqpay_provider'
import { linksFor } from '#payments/links'
import {
  checkoutCss,
  checkoutLanguage,
  faviconSvg,
  liqpayCheckoutPage,
  sandboxCheckoutPage,
  settledPage,
  type OrderSummary,
} from '#payments/checkout_page'

async function summaryOf(purchase: Purchase): Promise<{ order: OrderSummary; artist: User }> {
  const artist = await User.findOrFail(purchase.artistId)
  return {
    artist,
    order: {
      goal: purchase.goal,
      goalLabel: goalLabels[purchase.goal],
      artistName: artist.publicName,
      amount: purchase.amount,
      currency: purchase.currency,
      userDesire: purchase.userDesire,
    },
  }
}

const languageOf = (ctx: HttpContext) => checkoutLanguage(ctx.request.qs().lang, ctx.request.header('accept-language'))

function html(ctx: HttpContext, body: string) {
  ctx.response.header('content-type', 'text/html; charset=utf-8')
  return ctx.response.send(body)
}

/** The checkout pages served by Kobza itself (/payments/…): the sandbox's, and the form into LiqPay's. */
export default class CheckoutPageController {
  /** GET /payments/sandbox/checkout/:uuid */
  async showSandbox(ctx: HttpContext) {
    const purchase = await sandboxPurchase(ctx.params.uuid)
    const { order, artist } = await summaryOf(purchase)
    if (purchase.status !== 'PENDING') {
      const back = checkoutUrlsFor('sandbox', artist.nickName, linksFor(ctx)).resultUrl
      return html(ctx, settledPage(purchase.status === 'SUCCEEDED' ? 'paid' : 'declined', back, languageOf(ctx)))
    }
    return html(ctx, sandboxCheckoutPage(order, ctx.request.url(), languageOf(ctx)))
  }

  /** POST /payments/sandbox/checkout/:uuid (decision=approve|decline): callback first, then back to the app. */
  async decideSandbox(ctx: HttpContext) {
    const decision = ctx.request.input('decision')
    if (decision !== 'approve' && decision !== 'decline')
      throw ApiException.badRequest('decision must be approve or decline')
    const outcome = await decideSandboxCheckout(ctx.params.uuid, decision)
    const purchase = await sandboxPurchase(ctx.params.uuid)
    const artist = await User.findOrFail(purchase.artistId)
    const back = new URL(checkoutUrlsFor('sandbox', artist.nickName, linksFor(ctx)).resultUrl)
    back.searchParams.set('payment', outcome)
    return ctx.response.redirect().status(303).toPath(back.toString())
  }

  /** GET /payments/liqpay/checkout/:uuid: the signed form LiqPay's checkout takes. */
  async showLiqpay(ctx: HttpContext) {
    const purchase = await Purchase.query().where('uuid', ctx.params.uuid).where('provider', 'liqpay').first()
    if (!purchase || purchase.status !== 'PENDING') throw ApiException.notFound()
    const { order, artist } = await summaryOf(purchase)
    const form = liqpayCheckoutForm(
      paymentsConfig.liqpay,
      {
        uuid: purchase.uuid,
        goal: purchase.goal,
        amount: purchase.amount,
        currency: purchase.currency,
        description: `Kobza: ${order.goalLabel} for ${order.artistName}`,
      },
      checkoutUrlsFor('liqpay', artist.nickName, linksFor(ctx))
    )
    // The API's Content-Security-Policy lets forms post only to itself; this one form goes to LiqPay.
    const policy = ctx.response.getHeader('content-security-policy')
    if (typeof policy === 'string')
      ctx.response.header(
        'content-security-policy',
        policy.replace(/form-action ([^;]*)/, `form-action $1 ${new URL(LIQPAY_CHECKOUT_URL).origin}`)
      )
    return html(ctx, liqpayCheckoutPage(order, form, languageOf(ctx)))
  }

  /** GET /payments/checkout.css: the checkout pages' one style sheet (no inline style under the CSP). */
  async styles(ctx: HttpContext) {
    ctx.response.header('content-type', 'text/css; charset=utf-8')
    ctx.response.header('cache-control', 'public, max-age=3600')
    return ctx.response.send(checkoutCss())
  }

  /** GET /favicon.ico: browsers ask for it on pages that name no icon; Kobza's mark, not a 404. */
  async favicon(ctx: HttpContext) {
    ctx.response.header('content-type', 'image/svg+xml')
    ctx.response.header('cache-control', 'public, max-age=86400')
    return ctx.response.send(faviconSvg)
  }
}
