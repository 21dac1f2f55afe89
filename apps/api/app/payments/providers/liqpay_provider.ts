import { formatHryvnia } from '#payments/money'
import type { CallbackEvent, CheckoutOrder, CheckoutUrls } from '#payments/providers/payment_provider'
import { SignedFormProvider } from '#payments/providers/payment_provider'
import { encodeData, liqpaySignature, stringField } from '#payments/providers/signing'

/** LiqPay's client-server checkout (API version 3): a form POSTed here with `data` and `signature`. */
export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout'

/** LiqPay's server API (`action: status` asks about an order). */
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request'

/** LiqPay refused a request itself (its signature, the shop's keys), as opposed to not answering. */
export class LiqpayRefusal extends Error {}

export interface LiqpayKeys {
  publicKey: string
  privateKey: string
  /** LiqPay answers `sandbox` for test payments; they count as paid only where this is true. */
  acceptSandboxStatus: boolean
  /** The server API's address: LIQPAY_API_URL, else LiqPay's own (a fake of it in tests). */
  apiUrl?: string
}

/** The form LiqPay's checkout expects, for an order. */
export function liqpayCheckoutForm(keys: LiqpayKeys, order: CheckoutOrder, urls: CheckoutUrls) {
  const data = encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    amount: formatHryvnia(order.amount),
    currency: order.currency,
    description: order.description,
    order_id: order.uuid,
    result_url: urls.resultUrl,
    server_url: urls.serverUrl,
    language: 'uk',
  })
  return { action: LIQPAY_CHECKOUT_URL, data, signature: liqpaySignature(keys.privateKey, data) }
}

/**
 * LiqPay, from its public documentation: checkout by form (base64 JSON `data` + `signature`
 * over the private key) and the same pair in its server-to-server callback. Tests check the
 * signing against the documentation's published examples, and the status query against a fake
 * of LiqPay's server API on loopback (LIQPAY_API_URL) that verifies signatures as LiqPay does.
 */
export class LiqpayProvider extends SignedFormProvider {
  readonly name = 'liqpay' as const

  constructor(private readonly keys: LiqpayKeys) {
    super()
  }

  protected signatureOf(data: string): string | null {
    return this.keys.privateKey ? liqpaySignature(this.keys.privateKey, data) : null
  }

  /** LiqPay's final and intermediate statuses (its Callback documentation), in Kobza's terms. */
  protected statusOf(providerStatus: string): CallbackEvent['status'] {
    if (providerStatus === 'success') return 'success'
    if (providerStatus === 'sandbox') return this.keys.acceptSandboxStatus ? 'success' : 'failure'
    if (providerStatus === 'failure' || providerStatus === 'error') return 'failure'
    if (providerStatus === 'reversed') return 'reversed'
    return 'pending'
  }

  /** The callback names the shop it is for: another shop's correctly signed notice is not ours. */
  protected override isOurs(payload: Record<string, unknown>): boolean {
    const publicKey = stringField(payload, 'public_key')
    return publicKey === null || publicKey === this.keys.publicKey
  }

  /**
   * LiqPay's `status` request (API version 3), signed like a checkout; its answer carries the
   * callback's fields. An order LiqPay does not know is null, so is any answer for another order.
   * A refusal of the request itself (a bad signature, unknown keys) throws: it says nothing about
   * the order, which is asked about again on the next run.
   */
  async queryStatus(orderId: string): Promise<CallbackEvent | null> {
    const data = encodeData({ version: 3, public_key: this.keys.publicKey, action: 'status', order_id: orderId })
    const response = await fetch(this.keys.apiUrl ?? LIQPAY_API_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature: liqpaySignature(this.keys.privateKey, data) }).toString(),
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) throw new Error(`LiqPay status request answered ${response.status}`)
    const payload = (await response.json()) as Record<string, unknown>
    const errorCode = stringField(payload, 'err_code')
    if (errorCode === 'payment_not_found') return null
    // An error about the request carries no order; a failed payment names its order.
    if (errorCode && stringField(payload, 'order_id') === null)
      throw new LiqpayRefusal(`LiqPay refused the status request (${errorCode})`)
    const providerStatus = stringField(payload, 'status')
    if (!providerStatus || stringField(payload, 'order_id') !== orderId) return null
    return this.eventOf(orderId, providerStatus, payload)
  }
}
