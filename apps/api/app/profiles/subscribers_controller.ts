import type { HttpContext } from '@adonisjs/core/http'
import { pageQuery, profileMessages, type InvitationAccepted, type Paged, type SubscriberItem } from '@kobza/contract'
import { validate } from '#core/validate'
import { ApiException } from '#core/exceptions/api_exception'
import { findAccountByUuid } from '#profiles/actions/find_profile_owner'
import { inviteSubscriber } from '#profiles/actions/invite_subscriber'
import { acceptInvitation } from '#profiles/actions/accept_invitation'
import { cancelSubscriptionOf, listSubscribers } from '#profiles/actions/subscribers'
import { mailLocale } from '#core/mail/templates'
import { requireArtistOwner, requireOwner } from '#profiles/viewer'

export default class SubscribersController {
  /** GET /api/v1/subscribers/:uuid — the artist's own list only. */
  async index(ctx: HttpContext): Promise<Paged<SubscriberItem>> {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    requireOwner(ctx, artist)
    const { page, size } = validate(pageQuery(), ctx.request.qs())
    return listSubscribers(artist, page, size)
  }

  /** POST /api/v1/subscribers/:uuid — mails an invitation to a complimentary subscription. */
  async invite(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.uuid))
    await requireArtistOwner(ctx, artist)
    await inviteSubscriber(
      artist,
      ctx.request.only(['email', 'days']),
      mailLocale(ctx.request.header('accept-language'))
    )
    return { message: profileMessages.invitationSent }
  }

  /** POST /api/v1/subscribers/invitations/:key — the signed-in invitee accepts. */
  async accept(ctx: HttpContext): Promise<InvitationAccepted> {
    return acceptInvitation(ctx.currentUser!, String(ctx.params.key))
  }

  /**
   * DELETE /api/v1/subscribers/:ownerUuid/:subscriberUuid — the subscriber themselves or the owner.
   * Cancels at period end: access stays until the paid-until date. 204 also when there is nothing
   * to cancel (no subscription, already cancelled): the spec's answer is empty either way.
   */
  async destroy(ctx: HttpContext) {
    const artist = await findAccountByUuid(String(ctx.params.ownerUuid))
    const subscriber = await findAccountByUuid(String(ctx.params.subscriberUuid))
    const caller = ctx.currentUser!
    if (caller.id !== artist.id && caller.id !== subscriber.id) throw ApiException.forbidden()
    await cancelSubscriptionOf(subscriber.id, artist.id)
    return ctx.response.noContent()
  }
}
