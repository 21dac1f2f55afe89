import { paymentsConfig, type ProviderName } from '#payments/payments_config'
import type { PaymentProvider } from '#payments/providers/payment_provider'
import { LiqpayProvider } from '#payments/providers/liqpay_provider'
import { SandboxProvider } from '#payments/providers/sandbox_provider'

export function providerNamed(name: ProviderName): PaymentProvider {
  return name === 'liqpay'
    ? new LiqpayProvider(paymentsConfig.liqpay)
    : new SandboxProvider(paymentsConfig.sandboxSecret)
}

/** The provider new purchases go through (PAYMENTS_PROVIDER). */
export function activeProvider(): PaymentProvider {
  return providerNamed(paymentsConfig.provider)
}

export function isProviderName(value: string): value is ProviderName {
  return value === 'sandbox' || value === 'liqpay'
}
