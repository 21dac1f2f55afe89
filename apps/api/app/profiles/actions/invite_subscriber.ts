import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { profileMessages, subscriberInvitation, type SubscriberInvitation as InvitationInput } from '@kobza/contract'
import { consume, publicUrl, type User } from '#accounts/public'
import { clock } from '#core/clock'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import SubscriberInvitation from '#profiles/subscriber_invitation'
import { queueInvitationMail } from '#profiles/mails'
import type { MailLocale } from '#core/mail/templates'

/** How long an invitation link works. */
export const INVITATION_DAYS = 14

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Whether the recipient has used up the day's invitations from every artist together (counted when not). */
async function recipientSaturated(email: string): Promise<boolean> {
  try {
    await consume('invitationsPerRecipient', email)
    return false
  } catch (error) {
    if ((error as { code?: string }).code === 'E_TOO_MANY_REQUESTS') return true
    throw error
  }
}

/**
/**
 * Records an invitation to a complimentary subscription of `days` and queues its mail in the
 * same transaction (the link's token is only in the mail; its hash is stored). The invitee need
 * not have an account yet: whoever signs in and follows the link receives it, once.
 *
 * Not a mail relay: the artist has an hourly allowance (429 past it), and nothing is mailed —
 * the same answer to the artist — when this artist already invited the address within an
 * invitation's lifetime, when an earlier invitation lapsed unaccepted (the recipient let it go:
 * a refusal), or when the address got the day's invitations from every artist together.
 * Whether the address has an account never changes the answer.
 */
export async function inviteSubscriber(
  artist: User,
  input: InvitationInput | Record<string, unknown>,
  locale: MailLocale
) {
  const { email: given, days } = validate(subscriberInvitation, input)
  const email = given.toLowerCase()
  if (email === artist.email.toLowerCase()) {
    throw ApiException.unprocessable([{ message: profileMessages.invitationOwn, field: 'email' }])
  }
  await consume('invitationsPerArtist', String(artist.id))
  const now = clock.now().toUTC()
  const earlier = await SubscriberInvitation.query().where({ artistId: artist.id, email })
  const recent = earlier.some((one) => one.createdAt > now.minus({ days: INVITATION_DAYS }))
  const refused = earlier.some((one) => one.acceptedAt === null && one.expiresAt <= now)
  if (recent || refused || (await recipientSaturated(email))) return null
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (trx) => {
    await SubscriberInvitation.create(
      {
        artistId: artist.id,
        email,
        days,
        tokenHash: hashInvitationToken(token),
        createdAt: now,
        expiresAt: now.plus({ days: INVITATION_DAYS }),
      },
      { client: trx }
    )
    const link = publicUrl(`/subscriptions/invitation?key=${encodeURIComponent(token)}`)
    await queueInvitationMail(email, artist.publicName, days, link, locale, trx)
  })
  return { email, days }
}
