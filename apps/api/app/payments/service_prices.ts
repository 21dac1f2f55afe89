import type { PaymentGoal } from '@kobza/contract'

/**
 * Where an artist's prices come from. The profiles domain owns service prices (spec 001 §3);
 * until it is merged no artist has a price, so subscriptions and video greetings are refused
 * with "no price yet". Wiring: replace `servicePrices` with a source reading `#profiles/public`.
 */
export interface ServicePriceSource {
  /** Kopiyky, or null when the artist has not set one. */
  priceOf(artistId: number, goal: Exclude<PaymentGoal, 'DONATE'>): Promise<bigint | null>
}

export const servicePrices: ServicePriceSource = {
  async priceOf() {
    return null
  },
}
