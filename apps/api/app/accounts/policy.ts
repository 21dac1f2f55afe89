import { AuthorizationResponse, BasePolicy, Bouncer } from '@adonisjs/bouncer'
import { adminMessages, type Authority } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type User from '#accounts/user'

/*
 * Who may do what is asked of a domain's policy (app/<domain>/policy.ts, AdonisJS Bouncer);
 * the lint rule in eslint.config.js keeps authority checks out of every other file.
 */

/** Whether the user holds at least one of `authorities` (a guest holds none). */
export function holdsAny(user: Pick<User, 'authorities'> | null | undefined, authorities: readonly Authority[]) {
  return !!user && user.authorities.some((held) => authorities.includes(held))
}

/** The bouncer of one user: the caller, a use case's actor, or null for a guest. */
export function bouncerOf(user: User | null | undefined): Bouncer<User> {
  return new Bouncer<User>(user ?? null)
}

/** A policy's answer; a denial is the API's error with the policy's message (403 unless it says). */
export async function authorize(answer: Promise<AuthorizationResponse>): Promise<void> {
  const response = await answer
  if (!response.authorized) throw new ApiException(response.status ?? 403, [{ message: response.message ?? '' }])
}

export const deny = (message: string) => AuthorizationResponse.deny(message, 403)

export default class AccountPolicy extends BasePolicy {
  /** Only administrators grant and revoke authorities. */
  changeAuthorities(actor: User) {
    return holdsAny(actor, ['ADMIN']) || deny(adminMessages.onlyAdminsGrant)
  }

  /** Moderators block and unblock members; an administrator or moderator only an administrator. */
  changeStatus(actor: User, target: User) {
    return (
      holdsAny(actor, ['ADMIN']) || !holdsAny(target, ['ADMIN', 'MODERATOR']) || deny(adminMessages.cannotBlockStaff)
    )
  }
}
