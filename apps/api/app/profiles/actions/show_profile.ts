import db from '@adonisjs/lucid/services/db'
import type { Authority, ArtistProfile as ProfileAnswer } from '@kobza/contract'
import { orderedAuthorities, type User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import Profile from '#profiles/profile'
import { presentServicePrices, servicePricesOf, type ServicePriceFields } from '#profiles/actions/service_prices'
import { subscriptionLevel, viewerSubscription } from '#profiles/actions/subscription_level'
import { whereReferenced } from '#profiles/actions/find_profile_owner'
import { mediaUrlOf } from '#media/public'

/** What the answer shows of the account, from the model or from the plain read below. */
type OwnerFields = Pick<User, 'id' | 'uuid' | 'publicName' | 'nickName' | 'avatar' | 'authorities'>
type ProfileFields = Pick<
  Profile,
  'description' | 'socialLinkInstagram' | 'socialLinkFacebook' | 'socialLinkTwitter' | 'coverKey'
>

async function present(
  owner: OwnerFields,
  row: ProfileFields | null,
  soldServices: ProfileAnswer['soldServices'],
  viewerId: number | null
): Promise<ProfileAnswer> {
  const [levelSubscription, subscription] = await Promise.all([
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

/** The profile as the viewer (null: signed out) sees it; a fixed number of queries whatever the data. */
export async function showProfile(owner: User, viewerId: number | null): Promise<ProfileAnswer> {
  const [row, soldServices] = await Promise.all([Profile.find(owner.id), servicePricesOf(owner.id)])
  return present(owner, row, soldServices, viewerId)
}

type ProfileRow = Omit<OwnerFields, 'authorities'> &
  ProfileFields &
  Omit<ServicePriceFields, 'userId'> & { pricedUserId: number | null }

/**
 * GET /profiles/:id: the active account a path names (see findProfileOwner) with its profile and
 * prices in one query, its authorities in a second — half the round trips of reading each model.
 */
export async function showProfileOf(reference: string, viewerId: number | null): Promise<ProfileAnswer> {
  const query = db
    .from('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('service_prices', 'service_prices.user_id', 'users.id')
    .where('users.status', 'ACTIVE')
    .select([
      'users.id',
      'users.uuid',
      'users.public_name as publicName',
      'users.nick_name as nickName',
      'users.avatar',
      'profiles.description',
      'profiles.social_link_instagram as socialLinkInstagram',
      'profiles.social_link_facebook as socialLinkFacebook',
      'profiles.social_link_twitter as socialLinkTwitter',
      'profiles.cover_key as coverKey',
      'service_prices.user_id as pricedUserId',
      'service_prices.subscribe_price as subscribePrice',
      'service_prices.video_congratulation_price as videoCongratulationPrice',
      'service_prices.video_congratulation_rule as videoCongratulationRule',
    ])
  whereReferenced(query, 'users', reference)
  const row: ProfileRow | null = await query.first()
  if (!row) throw ApiException.notFound()
  const held: Array<{ authority: Authority }> = await db
    .from('user_authorities')
    .where('user_id', row.id)
    .select('authority')
  const owner = { ...row, id: Number(row.id), authorities: orderedAuthorities(held.map((entry) => entry.authority)) }
  const prices = row.pricedUserId === null ? null : row
  return present(owner, row, presentServicePrices(prices), viewerId)
}
