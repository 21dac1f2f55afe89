import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@kobza/api-client'
import { accountSettings, type AccountSettings } from '@kobza/contract'

/*
 * The account calls the api-client has no typed method for (password reset, GET/PATCH/DELETE
 * /account, e-mail change). Paths follow apps/api/app/accounts/routes.ts.
 */
const paths = {
  resetRequest: '/api/v1/login/password/reset',
  resetConfirm: (token: string) => `/api/v1/login/password/reset/confirm/${encodeURIComponent(token)}`,
  account: '/api/v1/account',
  password: '/api/v1/account/password',
  email: '/api/v1/account/email',
  emailConfirm: (token: string) => `/api/v1/account/email/confirm/${encodeURIComponent(token)}`,
} as const

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
  return client.post(paths.resetRequest, { email }, anonymous)
}

export function confirmPasswordReset(client: ApiClient, token: string, password: string): Promise<unknown> {
  return client.post(paths.resetConfirm(token), { password }, anonymous)
}

export function getAccount(client: ApiClient, signal?: AbortSignal): Promise<AccountSettings> {
  return client.get(paths.account, { signal, schema: accountSettings })
}

/** Ends every session of the user, this one included (the server revokes them all). */
export function changePassword(client: ApiClient, currentPassword: string, newPassword: string): Promise<unknown> {
  return client.patch(paths.password, { currentPassword, newPassword })
}

/** Mails a confirmation link to the new address; the address changes once it is followed. */
export function requestEmailChange(client: ApiClient, email: string, password: string): Promise<unknown> {
  return client.post(paths.email, { email, password })
}

export async function confirmEmailChange(client: ApiClient, token: string): Promise<string> {
  const answer = await client.post<{ email: string }>(paths.emailConfirm(token), undefined, anonymous)
  return answer.email
}

/** Anonymises the account and ends its sessions (204). */
export function deleteAccount(client: ApiClient, password: string): Promise<unknown> {
  return client.delete(paths.account, { body: { password } })
}
