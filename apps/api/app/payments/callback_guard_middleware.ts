import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { messages, paymentCallbackLimits, paymentMessages } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { consume } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'

const CALLBACKS = routes.payments.callback.path.replace(':provider', '')

/**
 * Payment callbacks come from anyone's address before any signature is known, so they are
 * bounded before the body parser reads them: a per-address rate limit (429), and a body that
 * must declare its length and stay under paymentCallbackLimits.maxBytes (411, 413). Runs in the
 * global chain ahead of the parser; every other request passes on one string comparison.
 */
export default class CallbackGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.method() !== 'POST' || !ctx.request.url().startsWith(CALLBACKS)) return next()
    await consume('paymentCallbacksPerIp', ctx.request.ip())
    const declared = ctx.request.header('content-length')
    if (declared === undefined || !/^\d+$/.test(declared))
      throw new ApiException(411, [{ message: paymentMessages.callbackLengthRequired }])
    if (Number(declared) > paymentCallbackLimits.maxBytes)
      throw new ApiException(413, [{ message: messages.requestTooLarge }])
    return next()
  }
}
