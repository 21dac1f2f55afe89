import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import type { PaymentGoal } from '@kobza/contract'

/*
 * Money calls, named from the contract (`callNamed`): the profile's money buttons render in the
 * profile's first render, which must not wait for zod (apps/web/src/app/zodFree.test.ts). Loaded
 * with the payments chunks only (those buttons and the Earnings screen), never by `/`.
 */

export interface PurchaseInput {
  paymentGoal: PaymentGoal
  /** Hryvnia; for a subscription or a greeting the artist's price (the server checks it). */
  amount: number
  artistUuid: string
  userDesire?: string
}

/** Asks for a checkout and answers where to send the browser. */
export async function startPurchase(client: ApiClient, input: PurchaseInput): Promise<string> {
  const answer = await client.callNamed('payments', 'purchase', {
    body: {
      paymentGoal: input.paymentGoal,
      money: { amount: input.amount, currency: 'UAH' },
      artistUuid: input.artistUuid,
      userDesire: input.userDesire ?? null,
    },
  })
  return answer.checkoutUrl
}

/** Ends the signed-in fan's subscription to the artist (spec 000 §3 Unsubscribe). */
export function unsubscribe(client: ApiClient, ownerUuid: string, subscriberUuid: string): Promise<unknown> {
  return client.callNamed('profiles', 'removeSubscriber', { params: { ownerUuid, subscriberUuid } })
}

export const balanceQueryKey = ['payments', 'balance'] as const

export const balanceQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: balanceQueryKey,
    queryFn: ({ signal }) => client.callNamed('payments', 'balance', { signal }),
  })

export const receivedQueryOptions = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['payments', 'received', page],
    queryFn: ({ signal }) => client.callNamed('payments', 'received', { query: { page, size: 10 }, signal }),
  })

export const withdrawalsQueryOptions = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['payments', 'withdrawals', page],
    queryFn: ({ signal }) => client.callNamed('payments', 'withdrawals', { query: { page, size: 10 }, signal }),
  })

export function requestWithdrawal(client: ApiClient, amount: number) {
  return client.callNamed('payments', 'requestWithdrawal', { body: { money: { amount, currency: 'UAH' } } })
}
