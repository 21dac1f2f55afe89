import type { ArtistProfile as ProfileAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import Profile from '#profiles/profile'
import { servicePricesOf } from '#profiles/actions/service_prices'
import { subscriptionLevel, viewerSubscription } from '#profiles/actions/subscription_level'
import { mediaUrlOf } from '#profiles/media'

/** The profile as the viewer (null: signed out) sees it; a fixed number of queries whatever the data. */
export async function showProfile(owner: User, viewerId: number | null): Promise<ProfileAnswer> {
  const [row, soldServices, levelSubscription, subscription] = await Promise.all([
    Profile.find(owner.id),
    servicePricesOf(owner.id),
    subscriptionLevel(viewerId, owner.id),
    viewerSubscription(viewerId, owner.id),
  ])
  const socialLinks: ProfileAnswer['socialLinks'] = []
  if (row?.socialLinkInstagram) socialLinks.push({ type: 'INSTAGRAM', link: row.socialLinkInstagram })
  if (row?.socialLinkFacebook) socialLinks.push({ type: 'FACEBOOK', link: row.socialLinkFacebook })
  if (row?.socialLinkTwitter) socialLinks.push({ type: 'TWITTER', link: row.socialLinkTwitter })
  return {
    id: owner.id,
    uuid: owner.uuid,
    publicName: owner.publicName,
    nickName: owner.nickName,
    description: row?.description ?? null,
    avatar: owner.avatar,
    cover: row?.coverKey ? mediaUrlOf(row.coverKey) : null,
    socialLinks,
    levelSubscription,
    authorities: owner.authorities,
    soldServices,
    subscription,
  }
}
