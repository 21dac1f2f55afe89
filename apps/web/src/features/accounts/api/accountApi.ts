import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import { endpoints, type AccountSettings } from '@kobza/contract'

/*
 * The account calls beyond the api-client's built-in ones, each built from the contract's
 * endpoint (method, path, body and answer schema written once in packages/contract). This
 * module is loaded with the accounts screens, so the schemas it pulls in stay out of `/`.
 */
const account = endpoints.accounts

/** TanStack Query key of the signed-in user's settings. */
export const accountQueryKey = ['account'] as const

/** The signed-in user's settings: e-mail, one waiting for confirmation, names and roles. */
export const accountQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => getAccount(client, signal) })

/*
 * The reset and confirmation links are the proof: they work signed out, and a stale token
 * of whoever used this browser before must neither ride along nor trigger a refresh.
 */
const anonymous = { bearer: false, refreshOn401: false } as const

/** Mails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset(client: ApiClient, email: string): Promise<unknown> {
  return client.call(account.requestPasswordReset, { body: { email }, ...anonymous })
}

export function confirmPasswordReset(client: ApiClient, token: string, password: string): Promise<unknown> {
  return client.call(account.confirmPasswordReset, { params: { key: token }, body: { password }, ...anonymous })
}

export function getAccount(client: ApiClient, signal?: AbortSignal): Promise<AccountSettings> {
  return client.call(account.showAccount, { signal })
}

/** Ends every session of the user, this one included (the server revokes them all). */
export function changePassword(client: ApiClient, currentPassword: string, newPassword: string): Promise<unknown> {
  return client.call(account.changePassword, { body: { currentPassword, newPassword } })
}

/** Mails a confirmation link to the new address; the address changes once it is followed. */
export function requestEmailChange(client: ApiClient, email: string, password: string): Promise<unknown> {
  return client.call(account.requestEmailChange, { body: { email, password } })
}

export async function confirmEmailChange(client: ApiClient, token: string): Promise<string> {
  const answer = await client.call(account.confirmEmailChange, { params: { key: token }, ...anonymous })
  return answer.email
}

/** Anonymises the account and ends its sessions (204). */
export function deleteAccount(client: ApiClient, password: string): Promise<unknown> {
  return client.call(account.deleteAccount, { body: { password } })
}
