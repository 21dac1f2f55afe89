import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../../shared/services'
import { accountQueryKey, confirmEmailChange } from './accountApi'

export const emailTokenParam = 'emailToken'

/**
 * Confirms the e-mail change whose mailed link opened /settings?emailToken=…, then strips the
 * token from the address bar (it is single use, and must not stay in history or be shared).
 * Resolves to the new address; a refused link reaches the global error popup.
 */
export function useEmailConfirmation(): { email: string | undefined; pending: boolean } {
  const { client, queryClient } = useServices()
  const [params, setParams] = useSearchParams()
  const inAddress = params.get(emailTokenParam)
  // Kept after the address is cleaned, so the answer stays on screen.
  const [token, setToken] = useState(inAddress)

  useEffect(() => {
    if (inAddress === null) return
    setToken(inAddress)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(emailTokenParam)
        return next
      },
      { replace: true }
    )
  }, [inAddress, setParams])

  /*
   * A query rather than a mutation: the cache runs it once per token even when the effect
   * runs twice (StrictMode) or the screen remounts, and the token can be redeemed only once.
   */
  const confirmation = useQuery({
    queryKey: ['email-confirmation', token],
    queryFn: async () => {
      const email = await confirmEmailChange(client, token ?? '')
      // A first account request still in flight may have been answered before the change: drop it and ask again.
      await queryClient.cancelQueries({ queryKey: accountQueryKey })
      await queryClient.invalidateQueries({ queryKey: accountQueryKey })
      return email
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  })
  return { email: confirmation.data, pending: confirmation.isPending && token !== null }
}
