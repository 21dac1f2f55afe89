import { useMutation } from '@tanstack/react-query'
import { useServices } from '../../../shared/services'
import { startPurchase, type PurchaseInput } from '../api/paymentsApi'
import { checkout } from '../api/checkout'

/** Starts a checkout and leaves for it; failures go to the app's error popup unless the caller shows them. */
export function usePurchase(artistName: string, options: { handlesErrors?: boolean } = {}) {
  const { client } = useServices()
  return useMutation({
    mutationFn: (input: PurchaseInput) => startPurchase(client, input),
    meta: { handlesErrors: options.handlesErrors ?? false },
    onSuccess: (checkoutUrl, input) => {
      checkout.remember({ goal: input.paymentGoal, artistName })
      checkout.go(checkoutUrl)
    },
  })
}
