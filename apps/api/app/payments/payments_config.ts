import { createHmac } from 'node:crypto'
import env from '#start/env'
import { resolveAppKey } from '#core/app_key'

export type ProviderName = 'sandbox' | 'liqpay'

/** Platform fee in basis points (hundredths of a percent) from PAYMENTS_PLATFORM_FEE_PERCENT, default 0. */
function feeBasisPoints(): bigint {
  const percent = env.get('PAYMENTS_PLATFORM_FEE_PERCENT') ?? 0
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new Error('PAYMENTS_PLATFORM_FEE_PERCENT must be between 0 and 100')
  return BigInt(Math.round(percent * 100))
}

function providerName(): ProviderName {
  const name = env.get('PAYMENTS_PROVIDER') ?? 'sandbox'
  if (name !== 'sandbox' && name !== 'liqpay')
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or liqpay, not ${name}`)
  return name
}

/** Read on use, so a test or a restart with other settings sees them. */
export const paymentsConfig = {
  get provider(): ProviderName {
    return providerName()
  },
  get feeBasisPoints(): bigint {
    return feeBasisPoints()
  },
  /** The sandbox signs its callbacks with this; derived from APP_KEY unless given. */
  get sandboxSecret(): string {
    return (
      env.get('PAYMENTS_SANDBOX_SECRET') ??
      createHmac('sha256', resolveAppKey()).update('kobza-payments-sandbox').digest('hex')
    )
  },
  get liqpay() {
    return {
      publicKey: env.get('LIQPAY_PUBLIC_KEY') ?? '',
      privateKey: env.get('LIQPAY_PRIVATE_KEY') ?? '',
      // LiqPay's `sandbox` status is a test payment: credited only outside production.
      acceptSandboxStatus: env.get('NODE_ENV') !== 'production',
      apiUrl: env.get('LIQPAY_API_URL') || undefined,
    }
  },
  /** Where the sandbox delivers its server-to-server callback: this very process, unless told otherwise. */
  get callbackBaseUrl(): string {
    return env.get('PAYMENTS_CALLBACK_BASE_URL') ?? `http://127.0.0.1:${env.get('PORT') ?? 3333}`
  },
}

/** The platform's share of an amount, rounded down to whole kopiyky. */
export function platformFee(amount: bigint, basisPoints: bigint = paymentsConfig.feeBasisPoints): bigint {
  return (amount * basisPoints) / 10_000n
}
