import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** What a verified, paid video greeting hands to whoever turns it into an order. */
export interface PaidGreeting {
  purchaseId: number
  purchaseUuid: string
  fanId: number
  artistId: number
  /** Kopiyky. */
  amount: bigint
  fanDesire: string
}

type GreetingPaidHandler = (trx: TransactionClientContract, greeting: PaidGreeting) => Promise<void>

/*
 * The greetings domain registers itself here at boot, so payments never imports greetings
 * (greetings already depends on payments for the hold): one direction, no import cycle.
 */
let handler: GreetingPaidHandler | null = null

export function onGreetingPaid(next: GreetingPaidHandler) {
  handler = next
}

/** Called inside the callback's transaction: the order exists exactly when the hold does. */
export async function greetingPaid(trx: TransactionClientContract, greeting: PaidGreeting) {
  if (!handler) throw new Error('No handler for paid video greetings is registered')
  await handler(trx, greeting)
}

/** A paid video greeting the provider refunded (`reversed`): its order must not stay open. */
export interface ReversedGreeting {
  purchaseId: number
}

type GreetingReversedHandler = (trx: TransactionClientContract, greeting: ReversedGreeting) => Promise<void>

let reversedHandler: GreetingReversedHandler | null = null

export function onGreetingReversed(next: GreetingReversedHandler) {
  reversedHandler = next
}

/** Called inside the reversal's transaction: the order closes exactly when its money is undone. */
export async function greetingReversed(trx: TransactionClientContract, greeting: ReversedGreeting) {
  if (!reversedHandler) throw new Error('No handler for reversed video greetings is registered')
  await reversedHandler(trx, greeting)
}
