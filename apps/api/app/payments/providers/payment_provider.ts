import type { Currency, PaymentGoal } from '@kobza/contract'
import type { ProviderName } from '#payments/payments_config'
import { amountToKopiyky, stringField, verifiedPayload } from '#payments/providers/signing'

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

/**
 * A provider whose checkout is Kobza's own page and whose callback is LiqPay's signed `data`
 * pair (LiqPay itself, and the sandbox that speaks its shape): verifying a callback and reading
 * its fields are the same for both; only the signature and the words for a status differ.
 */
export abstract class SignedFormProvider implements PaymentProvider {
  abstract readonly name: ProviderName

  /** The signature `data` must carry; null when this provider cannot verify one (no key). */
  protected abstract signatureOf(data: string): string | null
  /** The provider's word for a payment's state, in Kobza's terms. */
  protected abstract statusOf(providerStatus: string): CallbackEvent['status']
  abstract queryStatus(orderId: string): Promise<CallbackEvent | null>

  /** Whether a correctly signed payload is meant for this shop (LiqPay's names its public key). */
  protected isOurs(_payload: Record<string, unknown>): boolean {
    return true
  }

  /** Kobza's own page holding the form (a POST cannot be a link); see checkout_page_controller. */
  checkoutUrl(order: CheckoutOrder, urls: CheckoutUrls): string {
    return checkoutPageUrl(this.name, order, urls)
  }

  verifyCallback(callback: SignedCallback): CallbackEvent | null {
    const verified = verifiedPayload(callback, (data) => this.signatureOf(data))
    if (!verified || !this.isOurs(verified.payload)) return null
    return this.eventOf(verified.orderId, verified.providerStatus, verified.payload)
  }

  /** A callback's or status answer's fields as the event the payments module reads. */
  protected eventOf(orderId: string, providerStatus: string, payload: Record<string, unknown>): CallbackEvent {
    return {
      orderId,
      status: this.statusOf(providerStatus),
      providerStatus,
      amount: amountToKopiyky(payload.amount),
      currency: stringField(payload, 'currency'),
      transactionId: stringField(payload, 'transaction_id') ?? stringField(payload, 'payment_id'),
    }
  }
}
