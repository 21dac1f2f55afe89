import type { Currency, PaymentGoal } from '@kobza/contract'
import type { ProviderName } from '#payments/payments_config'

/** What a provider is told about an order to take its payment. */
export interface CheckoutOrder {
  uuid: string
  goal: PaymentGoal
  /** Kopiyky. */
  amount: bigint
  currency: Currency
  description: string
}

export interface CheckoutUrls {
  /** Kobza's own public origin (pages the provider's checkout may be served from). */
  publicBase: string
  /** Where the payer's browser returns to after paying or declining. */
  resultUrl: string
  /** Where the provider posts its server-to-server callback. */
  serverUrl: string
}

/** A verified callback, in Kobza's terms. */
export interface CallbackEvent {
  orderId: string
  /** success: money taken; failure: the payment will not happen; reversed: refunded; pending: not final yet. */
  status: 'success' | 'failure' | 'reversed' | 'pending'
  /** The provider's own word for it (kept in the callback record). */
  providerStatus: string
  /** Kopiyky; null when the callback does not say. */
  amount: bigint | null
  currency: string | null
  transactionId: string | null
}

/** A signed form post: LiqPay's `data` (base64 JSON) and `signature`; the sandbox speaks the same shape. */
export interface SignedCallback {
  data: string
  signature: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** The URL the payer's browser goes to. */
  checkoutUrl(order: CheckoutOrder, urls: CheckoutUrls): string
  /** The event when the signature holds, null when it does not (or the data is not the provider's format). */
  verifyCallback(callback: SignedCallback): CallbackEvent | null
  /**
   * The provider's own answer about an order (its status query), in the callback's terms:
   * what reconciliation uses when a callback never arrived. Null when the provider has no
   * payment for the order (the payer has not paid yet, or never started).
   */
  queryStatus(orderId: string): Promise<CallbackEvent | null>
}

/** Kobza's own checkout page for the order (payments/routes.ts serves `/payments/<provider>/checkout/:uuid`). */
export function checkoutPageUrl(provider: ProviderName, order: CheckoutOrder, urls: CheckoutUrls): string {
  return new URL(`/payments/${provider}/checkout/${encodeURIComponent(order.uuid)}`, urls.publicBase).toString()
}
