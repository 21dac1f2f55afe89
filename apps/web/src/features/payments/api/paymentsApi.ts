import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import { endpoints, type PaymentGoal } from '@kobza/contract'

/*
 * Money calls, each built from the contract's endpoint. Loaded with the payments chunks only
 * (the profile's money buttons and the Earnings screen), so `/` never pulls their schemas.
 */
const payments = endpoints.payments

export interface PurchaseInput {
  paymentGoal: PaymentGoal
  /** Hryvnia; for a subscription or a greeting the artist's price (the server checks it). */
  amount: number
  artistUuid: string
  userDesire?: string
}

/** Asks for a checkout and answers where to send the browser. */
export async function startPurchase(client: ApiClient, input: PurchaseInput): Promise<string> {
  const answer = await client.call(payments.purchase, {
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
  return client.call(endpoints.profiles.removeSubscriber, { params: { ownerUuid, subscriberUuid } })
}

export const balanceQueryKey = ['payments', 'balance'] as const

export const balanceQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: ({ signal }) => client.call(payments.balance, { signal }) })

export const receivedQueryOptions = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['payments', 'received', page],
    queryFn: ({ signal }) => client.call(payments.received, { query: { page, size: 10 }, signal }),
  })

export const withdrawalsQueryOptions = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['payments', 'withdrawals', page],
    queryFn: ({ signal }) => client.call(payments.withdrawals, { query: { page, size: 10 }, signal }),
  })

export function requestWithdrawal(client: ApiClient, amount: number) {
  return client.call(payments.requestWithdrawal, { body: { money: { amount, currency: 'UAH' } } })
}
