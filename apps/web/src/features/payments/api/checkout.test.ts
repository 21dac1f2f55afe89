import { describe, expect, it } from 'vitest'
import { checkoutAddress } from './checkout'

describe('the checkout address', () => {
  const here = window.location.origin

  it("tells Kobza's own checkout page the app's language", () => {
    expect(checkoutAddress(`${here}/payments/sandbox/checkout/o-1`, 'uk')).toBe(
      `${here}/payments/sandbox/checkout/o-1?lang=uk`
    )
    expect(checkoutAddress('/payments/liqpay/checkout/o-2', 'en')).toBe(`${here}/payments/liqpay/checkout/o-2?lang=en`)
  })

  it("leaves another provider's address as it is", () => {
    expect(checkoutAddress('https://pay.example/checkout?x=1', 'uk')).toBe('https://pay.example/checkout?x=1')
  })
})
