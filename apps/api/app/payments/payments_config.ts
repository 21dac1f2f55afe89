import { createHmac } from 'node:crypto'
import paymentsSettings from '#config/payments'
import { resolveAppKey } from '#core/app_key'

export type ProviderName = 'sandbox' | 'liqpay'

/** Platform fee in basis points (hundredths of a percent) from PAYMENTS_PLATFORM_FEE_PERCENT, default 0. */
function feeBasisPoints(): bigint {
  const percent = paymentsSettings.platformFeePercent
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new Error('PAYMENTS_PLATFORM_FEE_PERCENT must be between 0 and 100')
  return BigInt(Math.round(percent * 100))
}

/**
 * The provider new purchases go through. The sandbox's checkout page lets any payer approve
 * their own order (free subscriptions, artist balances that can be withdrawn), so production
 * takes it only when named (`npm start`, the demo, names it); outside production it is the
 * default.
 */
export function resolveProvider(name: string | undefined, nodeEnv: string | undefined): ProviderName {
  if (name === undefined || name === '') {
    if (nodeEnv === 'production') throw new Error(paymentsProviderMissing)
    return 'sandbox'
  }
  if (name !== 'sandbox' && name !== 'liqpay')
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or liqpay, not ${name}`)
  return name
}

export const paymentsProviderMissing =
  'PAYMENTS_PROVIDER is not set: in production name the payment provider (PAYMENTS_PROVIDER=liqpay with LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY), or PAYMENTS_PROVIDER=sandbox for a demo whose checkout page lets any payer approve their own order'

export const liqpayKeysMissing = 'LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required'

/**
 * Why payments cannot take money as configured, or null: the server refuses to start in
 * production with this sentence (payments/provider_preload.ts), and `kobza doctor` prints it.
 */
export function paymentsConfigProblem(): string | null {
  try {
    const provider = paymentsConfig.provider
    void paymentsConfig.feeBasisPoints
    if (provider === 'liqpay' && (!paymentsConfig.liqpay.publicKey || !paymentsConfig.liqpay.privateKey))
      return liqpayKeysMissing
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Read on use, so a test or a restart with other settings sees them. */
export const paymentsConfig = {
  get provider(): ProviderName {
    return resolveProvider(paymentsSettings.provider, paymentsSettings.nodeEnv)
  },
  /** PAYMENTS_PROVIDER as given (doctor shows it even when it is refused). */
  get configuredName(): string | undefined {
    return paymentsSettings.provider || undefined
  },
  get feeBasisPoints(): bigint {
    return feeBasisPoints()
  },
  /** The sandbox signs its callbacks with this; derived from APP_KEY unless given. */
  get sandboxSecret(): string {
    return (
      paymentsSettings.sandboxSecret ??
      createHmac('sha256', resolveAppKey()).update('kobza-payments-sandbox').digest('hex')
    )
  },
  get liqpay() {
    return {
      ...paymentsSettings.liqpay,
      // LiqPay's `sandbox` status is a test payment: credited only outside production.
      acceptSandboxStatus: !paymentsSettings.production,
    }
  },
  /** Where the sandbox delivers its server-to-server callback: this very process, unless told otherwise. */
  get callbackBaseUrl(): string {
    return paymentsSettings.callbackBaseUrl
  },
}

/** The platform's share of an amount, rounded down to whole kopiyky. */
export function platformFee(amount: bigint, basisPoints: bigint = paymentsConfig.feeBasisPoints): bigint {
  return (amount * basisPoints) / 10_000n
}
