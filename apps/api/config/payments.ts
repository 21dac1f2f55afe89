import env from '#start/env'
import kobzaConfig from '#config/kobza'

/*
 * Payment settings, read on use rather than at load: `kobza doctor`'s checks and the tests
 * switch the provider, NODE_ENV and LiqPay's keys at run time (env.set) and expect the next
 * purchase to see them. What the values mean (which provider, the fee's bounds) is decided in
 * app/payments/payments_config.ts.
 */
const paymentsSettings = {
  /** PAYMENTS_PROVIDER as given; unset or empty means "not named". */
  get provider(): string | undefined {
    return env.get('PAYMENTS_PROVIDER')
  },
  get production(): boolean {
    return env.get('NODE_ENV') === 'production'
  },
  get nodeEnv(): string | undefined {
    return env.get('NODE_ENV')
  },
  get platformFeePercent(): number {
    return env.get('PAYMENTS_PLATFORM_FEE_PERCENT') ?? 0
  },
  /** The sandbox's callback secret when given; otherwise payments derive one from APP_KEY. */
  get sandboxSecret(): string | undefined {
    return env.get('PAYMENTS_SANDBOX_SECRET')
  },
  get liqpay() {
    return {
      publicKey: env.get('LIQPAY_PUBLIC_KEY') ?? '',
      privateKey: env.get('LIQPAY_PRIVATE_KEY') ?? '',
      apiUrl: env.get('LIQPAY_API_URL') || undefined,
    }
  },
  /** Where the sandbox delivers its server-to-server callback: this very process, unless told otherwise. */
  get callbackBaseUrl(): string {
    return env.get('PAYMENTS_CALLBACK_BASE_URL') ?? `http://127.0.0.1:${kobzaConfig.port}`
  },
}
export default paymentsSettings
