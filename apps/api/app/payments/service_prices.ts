import type { PaymentGoal } from '@kobza/contract'
import { servicePricesOf } from '#profiles/public'

/**
 * Where an artist's prices come from: the profiles domain (spec 001 §3), whole hryvnia there,
 * kopiyky here. An artist who has not set a price sells nothing of that kind.
 */
export interface ServicePriceSource {
  /** Kopiyky, or null when the artist has not set one. */
  priceOf(artistId: number, goal: Exclude<PaymentGoal, 'DONATE'>): Promise<bigint | null>
}

export const servicePrices: ServicePriceSource = {
  async priceOf(artistId, goal) {
    const prices = await servicePricesOf(artistId)
    const price = goal === 'SUBSCRIBE' ? prices.subscribePrice.price : prices.videoCongratulationPrice.price
    return price === null ? null : BigInt(price) * 100n
  },
}
