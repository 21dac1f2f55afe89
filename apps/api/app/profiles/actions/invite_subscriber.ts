import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { profileMessages, subscriberInvitation, type SubscriberInvitation as InvitationInput } from '@kobza/contract'
import type { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import SubscriberInvitation from '#profiles/subscriber_invitation'

/** How long an invitation link works. */
export const INVITATION_DAYS = 14

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Records an invitation to a complimentary subscription of `days` and returns the link's token
 * (only its hash is stored). The invitee need not have an account yet: whoever signs in and
 * follows the link receives it, once.
 */
export async function inviteSubscriber(artist: User, input: InvitationInput | Record<string, unknown>) {
  const { email, days } = validate(subscriberInvitation, input)
  if (email.toLowerCase() === artist.email.toLowerCase()) {
    throw ApiException.unprocessable([{ message: profileMessages.invitationOwn, field: 'email' }])
  }
  const token = randomBytes(32).toString('base64url')
  await SubscriberInvitation.create({
    artistId: artist.id,
    email: email.toLowerCase(),
    days,
    tokenHash: hashInvitationToken(token),
    expiresAt: DateTime.utc().plus({ days: INVITATION_DAYS }),
  })
  return { token, email: email.toLowerCase(), days }
}
