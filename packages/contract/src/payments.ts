import { z } from 'zod'
import { currencies, paymentGoals } from './enums.js'
import { limits } from './limits.js'
import { paged, pageQuery } from './paging.js'

/*
 * Money in hryvnia (spec 000 §3, issue 13). The wire speaks the spec's `money {amount, currency}`
 * with `amount` in hryvnia (two decimals at most); the API keeps integer kopiyky end to end.
 */

export const paymentMessages = {
  amountFormat: 'The amount must be in hryvnia with at most two decimals',
  donationRange: `A donation is ${limits.donation.min} to ${limits.donation.max.toLocaleString('en-US')} UAH`,
  amountMismatch: 'The amount does not match the artist’s price',
  noPrice: 'The artist has not set a price for this yet',
  notAnArtist: 'Payments can only go to an artist',
  artistUnavailable: 'This artist cannot receive payments',
  ownPurchase: 'You cannot pay yourself',
  payerBlocked: 'Your account is blocked. Contact support',
  desireRequired: 'Tell the artist what the greeting should say',
  desireTooLong: 'Maximum number of characters - 1000',
  invalidSignature: 'The callback signature is invalid',
  unknownOrder: 'No such order',
  callbackMismatch: 'The callback does not match the order',
  unknownProvider: 'Unknown payment provider',
  callbackLengthRequired: 'A payment callback must declare its Content-Length',
  withdrawalAboveBalance: 'The amount is more than the available balance',
  withdrawalPositive: 'The amount must be at least 0.01 UAH',
  artistsOnly: 'Only artists have a balance',
} as const

/** Longest video-greeting wish (the spec does not give one; the profile description's limit). */
export const userDesireMax = 1000

/** An amount in hryvnia with at most two decimals (whole kopiyky). */
export const hryvniaAmount = z
  .number({ error: paymentMessages.amountFormat })
  .finite(paymentMessages.amountFormat)
  .refine(
    (value) => Number.isSafeInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: paymentMessages.amountFormat,
    }
  )

export const money = z.object({ amount: hryvniaAmount, currency: currencies })
export type Money = z.infer<typeof money>

/** POST /api/v1/payments/purchases (spec 000 §3 "Payment request"). */
export const purchaseRequest = z
  .object({
    paymentGoal: paymentGoals,
    money,
    artistUuid: z.string().trim().min(1, 'artistUuid is required'),
    userDesire: z.string().trim().max(userDesireMax, paymentMessages.desireTooLong).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.paymentGoal === 'DONATE') {
      const { min, max } = limits.donation
      if (value.money.amount < min || value.money.amount > max)
        ctx.addIssue({ code: 'custom', path: ['money', 'amount'], message: paymentMessages.donationRange })
    }
    if (value.paymentGoal === 'VID_CONGRATULATION' && !value.userDesire)
      ctx.addIssue({ code: 'custom', path: ['userDesire'], message: paymentMessages.desireRequired })
  })
export type PurchaseRequest = z.infer<typeof purchaseRequest>

export const purchaseAnswer = z.object({ checkoutUrl: z.string() })
export type PurchaseAnswer = z.infer<typeof purchaseAnswer>

/**
 * Bounds of a provider's callback. A LiqPay notice is about 2 KB; anything far larger is not
 * one, and is refused before it is read (413) or stored.
 */
export const paymentCallbackLimits = {
  /** Whole request body, as its Content-Length declares it. */
  maxBytes: 16_384,
  /** The base64 `data` field. */
  dataMax: 12_000,
  /** A signature is a base64 digest (28 characters for LiqPay's SHA-1, 44 for the sandbox's SHA-256). */
  signatureMax: 256,
} as const

/** What a provider POSTs to /api/v1/payments/callbacks/:provider (LiqPay's form: base64 JSON + signature). */
export const paymentCallback = z.object({
  data: z
    .string()
    .min(1, 'data is required')
    .max(paymentCallbackLimits.dataMax, `Maximum number of characters - ${paymentCallbackLimits.dataMax}`),
  signature: z
    .string()
    .min(1, 'signature is required')
    .max(paymentCallbackLimits.signatureMax, `Maximum number of characters - ${paymentCallbackLimits.signatureMax}`),
})
export type PaymentCallback = z.infer<typeof paymentCallback>

/** GET /api/v1/payments/balance: an artist's balance, derived from the ledger's entries. */
export const balanceAnswer = z.object({
  /** What the artist may withdraw. */
  available: money,
  /** Video-greeting prices frozen until the artist delivers. */
  held: money,
  /** Requested withdrawals not yet paid out. */
  withdrawing: money,
})
export type BalanceAnswer = z.infer<typeof balanceAnswer>

/** A purchase's state: PENDING until the provider's callback, then SUCCEEDED or FAILED; REVERSED when refunded after paying. */
export const paymentStatuses = z.enum(['PENDING', 'SUCCEEDED', 'FAILED', 'REVERSED'])
export type PaymentStatus = z.infer<typeof paymentStatuses>

/** REQUESTED until an operator pays it out (PAID) or refuses it (REJECTED: the amount returns to the balance). */
export const withdrawalStatuses = z.enum(['REQUESTED', 'PAID', 'REJECTED'])
export type WithdrawalStatus = z.infer<typeof withdrawalStatuses>

/** POST /api/v1/payments/withdrawals */
export const withdrawalRequest = z.object({ money })
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>

export const withdrawalAnswer = z.object({
  uuid: z.string(),
  money,
  status: withdrawalStatuses,
  requestedAt: z.string(),
})
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswer>

/** GET /api/v1/payments/withdrawals: the artist's own requests, newest first. */
export const withdrawalsQuery = pageQuery()
export const withdrawalPage = paged(withdrawalAnswer)
export type WithdrawalPage = z.infer<typeof withdrawalPage>

/** Where a paid greeting's price is: frozen, released to the artist, or returned to the fan. */
export const holdStatuses = z.enum(['HELD', 'RELEASED', 'RETURNED'])
export type HoldStatus = z.infer<typeof holdStatuses>

/** One payment an artist received (GET /api/v1/payments/received), newest first. */
export const receivedPayment = z.object({
  uuid: z.string(),
  paymentGoal: paymentGoals,
  money,
  /** The payer (null once the account is deleted). */
  payer: z.object({ uuid: z.string(), nickName: z.string().nullable(), publicName: z.string().nullable() }),
  paidAt: z.string(),
  /** Video greetings only. */
  holdStatus: holdStatuses.nullable(),
  /** Refunded by the provider after it was paid. */
  reversed: z.boolean(),
})
export type ReceivedPayment = z.infer<typeof receivedPayment>
export const receivedQuery = pageQuery()
export const receivedPage = paged(receivedPayment)
export type ReceivedPage = z.infer<typeof receivedPage>
