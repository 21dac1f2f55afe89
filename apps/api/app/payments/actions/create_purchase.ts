import { randomUUID } from 'node:crypto'
import { pathOf, paymentMessages, routes, type PurchaseRequest } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { bouncerOf, User } from '#accounts/public'
import PaymentPolicy from '#payments/policy'
import Purchase from '#payments/purchase'
import { CURRENCY, formatHryvnia, toKopiyky } from '#payments/money'
import { activeProvider } from '#payments/providers/providers'
import type { ProviderName } from '#payments/payments_config'
import type { CheckoutUrls } from '#payments/providers/payment_provider'
import { servicePrices, type ServicePriceSource } from '#payments/service_prices'

export interface PurchaseLinks {
  /** Kobza's public origin. */
  publicBase: string
  /** The web app's origin, where the payer returns. */
  appBase: string
}

function refuse(field: string, message: string) {
  return ApiException.unprocessable([{ message, field }])
}

export const goalLabels = {
  DONATE: 'Donation',
  SUBSCRIBE: 'Subscription',
  VID_CONGRATULATION: 'Video greeting',
} as const

/** Where the payer returns (the artist's profile) and where the provider calls back. */
export function checkoutUrlsFor(provider: ProviderName, artistNickName: string, links: PurchaseLinks): CheckoutUrls {
  return {
    publicBase: links.publicBase,
    resultUrl: new URL(`/profile/${encodeURIComponent(artistNickName)}`, links.appBase).toString(),
    serverUrl: new URL(pathOf(routes.payments.callback, { provider }), links.publicBase).toString(),
  }
}

/**
 * A fan's purchase from an artist: checks who pays whom, fixes the amount (the client's for a
 * donation, the artist's price otherwise: a client amount that differs is refused), records the
 * order as PENDING and answers the provider's checkout URL. Nothing is credited here.
 */
export async function createPurchase(
  payer: User,
  request: PurchaseRequest,
  links: PurchaseLinks,
  prices: ServicePriceSource = servicePrices
): Promise<{ purchase: Purchase; checkoutUrl: string }> {
  if (payer.status !== 'ACTIVE') throw ApiException.forbidden(paymentMessages.payerBlocked)
  const artist = await User.query().where('uuid', request.artistUuid).preload('authorityRows').first()
  if (!artist || artist.status === 'DELETED') throw ApiException.notFound()
  if (artist.id === payer.id) throw refuse('artistUuid', paymentMessages.ownPurchase)
  if (!(await bouncerOf(payer).with(PaymentPolicy).allows('pay', artist)))
    throw refuse('artistUuid', paymentMessages.notAnArtist)
  if (artist.status !== 'ACTIVE') throw refuse('artistUuid', paymentMessages.artistUnavailable)

  const sent = toKopiyky(request.money.amount)
  let amount = sent
  if (request.paymentGoal !== 'DONATE') {
    const price = await prices.priceOf(artist.id, request.paymentGoal)
    if (price === null) throw ApiException.conflict(paymentMessages.noPrice)
    if (price !== sent) throw refuse('money.amount', paymentMessages.amountMismatch)
    amount = price
  }

  const provider = activeProvider()
  const purchase = await Purchase.create({
    uuid: randomUUID(),
    payerId: payer.id,
    artistId: artist.id,
    goal: request.paymentGoal,
    amount,
    currency: CURRENCY,
    userDesire: request.paymentGoal === 'VID_CONGRATULATION' ? (request.userDesire ?? null) : null,
    provider: provider.name,
    status: 'PENDING',
    providerTransactionId: null,
    holdStatus: null,
    settledAt: null,
  })
  const urls = checkoutUrlsFor(provider.name, artist.nickName, links)
  const checkoutUrl = provider.checkoutUrl(
    {
      uuid: purchase.uuid,
      goal: purchase.goal,
      amount,
      currency: CURRENCY,
      description: `Kobza: ${goalLabels[purchase.goal]} for ${artist.publicName}, ${formatHryvnia(amount)} UAH`,
    },
    urls
  )
  return { purchase, checkoutUrl }
}
