import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { profileMessages, type InvitationAccepted } from '@kobza/contract'
import { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import SubscriberInvitation from '#profiles/subscriber_invitation'
import { hashInvitationToken } from '#profiles/actions/invite_subscriber'
import { grantComplimentary } from '#profiles/actions/subscribers'
import { sqlTimeOf } from '#core/stored_time'
import { notify } from '#notifications/public'

/**
 * The signed-in invitee redeems the mailed link once: they become a subscriber of the artist
 * for the invitation's days. The link is the proof; the account need not use the invited address
 * (people often sign up with another one), but a link works once and never for the artist.
 */
export async function acceptInvitation(invitee: User, token: string): Promise<InvitationAccepted> {
  return db.transaction(async (trx) => {
    const invitation = await SubscriberInvitation.query({ client: trx })
      .where('token_hash', hashInvitationToken(token))
      .forUpdate()
      .first()
    if (
      !invitation ||
      invitation.acceptedAt ||
      invitation.expiresAt <= DateTime.utc() ||
      invitation.artistId === invitee.id
    ) {
      throw ApiException.badRequest(profileMessages.invitationInvalid)
    }
    const artist = await User.query({ client: trx }).where('id', invitation.artistId).where('status', 'ACTIVE').first()
    if (!artist) throw ApiException.badRequest(profileMessages.invitationInvalid)
    const until = await grantComplimentary(invitee.id, artist.id, invitation.days, trx)
    invitation.useTransaction(trx)
    invitation.acceptedBy = invitee.id
    invitation.acceptedAt = DateTime.utc()
    await invitation.save()
    // The spec's promise: "You will get notification when user accept propose".
    await notify(trx, {
      type: 'INVITATION_ACCEPTED',
      recipientId: artist.id,
      actorId: invitee.id,
      target: { kind: 'PROFILE', id: invitee.uuid },
      data: { days: invitation.days },
    })
    return {
      message: profileMessages.invitationAccepted,
      artist: { uuid: artist.uuid, nickName: artist.nickName },
      until: sqlTimeOf(until),
    }
  })
}
