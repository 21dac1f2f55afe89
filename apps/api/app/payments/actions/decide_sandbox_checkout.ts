import { pathOf, routes } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import Purchase from '#payments/purchase'
import { paymentsConfig } from '#payments/payments_config'
import { recordSandboxDecision, sandboxCallbackFor, type SandboxDecision } from '#payments/providers/sandbox_provider'

/** The sandbox purchase a checkout page is for; 404 for any other. */
export async function sandboxPurchase(uuid: string): Promise<Purchase> {
  const purchase = await Purchase.query().where('uuid', uuid).where('provider', 'sandbox').first()
  if (!purchase) throw ApiException.notFound()
  return purchase
}

/**
 * The payer approved or declined on the sandbox's checkout page. Like a real provider, the
 * sandbox tells Kobza's server over HTTP with a signed callback (the same door LiqPay's
 * callbacks use) and only then sends the browser back. Answers how the payment ended. The
 * decision is in the sandbox's books first: a callback lost on the way is found again by
 * reconciliation (`kobza payments reconcile`), as with a real provider.
 */
export async function decideSandboxCheckout(uuid: string, decision: SandboxDecision): Promise<'success' | 'failure'> {
  const purchase = await sandboxPurchase(uuid)
  if (purchase.status !== 'PENDING') return purchase.status === 'SUCCEEDED' ? 'success' : 'failure'
  const booked = await recordSandboxDecision(purchase, decision)
  const callback = sandboxCallbackFor(paymentsConfig.sandboxSecret, purchase, booked.decision, booked.transactionId)
  const url = new URL(pathOf(routes.payments.callback, { provider: 'sandbox' }), paymentsConfig.callbackBaseUrl)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ data: callback.data, signature: callback.signature }).toString(),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new ApiException(502, [{ message: 'The payment could not be confirmed. Try again' }])
  const settled = await Purchase.query().where('id', purchase.id).firstOrFail()
  return settled.status === 'SUCCEEDED' ? 'success' : 'failure'
}
