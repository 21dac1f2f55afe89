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

/** A paid video greeting the provider refunded (`reversed`): its order must not stay open. */
export interface ReversedGreeting {
  purchaseId: number
}

type GreetingHandler<Greeting> = (trx: TransactionClientContract, greeting: Greeting) => Promise<void>

/*
 * The greetings domain registers itself here at boot, so payments never imports greetings
 * (greetings already depends on payments for the hold): one direction, no import cycle.
 * Each hook has one handler; calling it before one is registered is a boot error, not a no-op.
 */
function greetingHook<Greeting>(what: string) {
  let handler: GreetingHandler<Greeting> | null = null
  return {
    register(next: GreetingHandler<Greeting>) {
      handler = next
    },
    async call(trx: TransactionClientContract, greeting: Greeting) {
      if (!handler) throw new Error(`No handler for ${what} video greetings is registered`)
      await handler(trx, greeting)
    },
  }
}

const paid = greetingHook<PaidGreeting>('paid')
const reversed = greetingHook<ReversedGreeting>('reversed')

export const onGreetingPaid = paid.register
/** Called inside the callback's transaction: the order exists exactly when the hold does. */
export const greetingPaid = paid.call

export const onGreetingReversed = reversed.register
/** Called inside the reversal's transaction: the order closes exactly when its money is undone. */
export const greetingReversed = reversed.call
