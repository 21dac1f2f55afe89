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

/**
 * The checkout pages Kobza serves itself (/payments/…) speak the app's language when told it
 * (?lang=); another provider's address is left as it is.
 */
export function checkoutAddress(url: string, language: string): string {
  const address = new URL(url, window.location.href)
  if (address.origin !== window.location.origin || !address.pathname.startsWith('/payments/')) return url
  if (language === 'uk' || language === 'en') address.searchParams.set('lang', language)
  return address.toString()
}

export const checkout = {
  /** Replaced in tests: jsdom cannot leave the page. The app's language is the one i18n put on <html>. */
  go(url: string) {
    window.location.assign(checkoutAddress(url, document.documentElement.lang))
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
