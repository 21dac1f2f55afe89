import type { PaymentGoal } from '@kobza/contract'

/*
 * The checkout is another page (the provider's, or the sandbox's): what the fan paid for is
 * remembered for the tab, so the profile can say what succeeded when the browser comes back
 * with ?payment=success|failure.
 */
const pendingKey = 'kobza.payment.pending'

export interface PendingPayment {
  goal: PaymentGoal
  artistName: string
}

export const checkout = {
  /** Replaced in tests: jsdom cannot leave the page. */
  go(url: string) {
    window.location.assign(url)
  },
  remember(pending: PendingPayment) {
    try {
      sessionStorage.setItem(pendingKey, JSON.stringify(pending))
    } catch {
      // Private modes may refuse storage; the outcome is then shown without the goal.
    }
  },
  /** What was remembered (the same answer until `forget`, so a double render reads it twice). */
  recall(): PendingPayment | null {
    try {
      const raw = sessionStorage.getItem(pendingKey)
      return raw ? (JSON.parse(raw) as PendingPayment) : null
    } catch {
      return null
    }
  },
  /** Said once: a reload of the returned page does not say it again. */
  forget() {
    try {
      sessionStorage.removeItem(pendingKey)
    } catch {
      // Nothing was stored.
    }
  },
}
