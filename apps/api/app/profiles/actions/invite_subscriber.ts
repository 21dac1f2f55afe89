import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { profileMessages, subscriberInvitation, type SubscriberInvitation as InvitationInput } from '@kobza/contract'
import { publicUrl, type User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import SubscriberInvitation from '#profiles/subscriber_invitation'
import { queueInvitationMail, type MailLocale } from '#profiles/mails'

/** How long an invitation link works. */
export const INVITATION_DAYS = 14

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Records an invitation to a complimentary subscription of `days` and queues its mail in the
 * same transaction (the link's token is only in the mail; its hash is stored). The invitee need
 * not have an account yet: whoever signs in and follows the link receives it, once.
 */
export async function inviteSubscriber(
  artist: User,
  input: InvitationInput | Record<string, unknown>,
  locale: MailLocale
) {
  const { email, days } = validate(subscriberInvitation, input)
  if (email.toLowerCase() === artist.email.toLowerCase()) {
    throw ApiException.unprocessable([{ message: profileMessages.invitationOwn, field: 'email' }])
  }
  const token = randomBytes(32).toString('base64url')
  const address = email.toLowerCase()
  await db.transaction(async (trx) => {
    await SubscriberInvitation.create(
      {
        artistId: artist.id,
        email: address,
        days,
        tokenHash: hashInvitationToken(token),
        expiresAt: DateTime.utc().plus({ days: INVITATION_DAYS }),
      },
      { client: trx }
    )
    const link = publicUrl(`/subscriptions/invitation?key=${encodeURIComponent(token)}`)
    await queueInvitationMail(address, artist.publicName, days, link, locale, trx)
  })
  return { email: address, days }
}
