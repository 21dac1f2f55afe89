import { z } from 'zod'
import { authorities, socialLinkTypes, subscriptionLevels } from './enums.js'
import { nickNamePattern } from './form-rules.js'
import { limits } from './limits.js'
import { messages } from './errors.js'
import { paged } from './paging.js'
import { isHttpLinkOrEmpty, linkSchemeMessage } from './values.js'

/*
 * Profiles (spec 000 §3 Profile, §4 Profile edit; spec 001 §3 Service prices, Subscriber item).
 * Multipart forms arrive as strings: the schemas below parse form fields, files are checked
 * by the API by content.
 */

export const profileMessages = {
  nickNameTaken: 'This nickname is already taken',
  nickNameFormat: 'A nickname may hold only Latin letters, digits, dots, hyphens and underscores',
  socialLinkScheme: linkSchemeMessage,
  notOwner: 'Only the owner of this profile can do this',
  artistsOnly: 'Only artists can do this',
  imageType: 'The picture must be a PNG or JPEG image',
  imageTooLarge: 'The picture must be at most 6 MB',
  invitationInvalid: 'This invitation link is invalid or has expired',
  invitationOwn: 'You cannot invite yourself',
  invitationSent: 'The invitation has been sent',
  invitationAccepted: 'The invitation has been accepted',
  unexpectedFile: 'Unexpected file field',
} as const

export const servicePrices = z.object({
  subscribePrice: z.object({ price: z.number().int().nullable() }),
  videoCongratulationPrice: z.object({ price: z.number().int().nullable(), rule: z.string().nullable() }),
})
export type ServicePrices = z.infer<typeof servicePrices>

const price = z.coerce
  .number({ error: messages.required })
  .int(messages.minValue(limits.priceMin))
  .min(limits.priceMin, messages.minValue(limits.priceMin))

/** PATCH /api/v1/service-prices/:uuid — both prices required and at least 1; an empty rule is null. */
export const servicePricesUpdate = z.object({
  subscribePrice: z
    .union([price, z.object({ price })])
    .transform((value) => (typeof value === 'number' ? value : value.price)),
  videoCongratulationPrice: z
    .union([price, z.object({ price, rule: z.string().max(limits.eventDescriptionMax).nullish() })])
    .transform((value) => (typeof value === 'number' ? { price: value, rule: null } : value)),
  /** The rules text may also come beside the prices (a flat form); it wins over a nested one. */
  rule: z.string().max(limits.eventDescriptionMax).nullish(),
})
export type ServicePricesUpdate = z.input<typeof servicePricesUpdate>

export const artistProfile = z.object({
  id: z.number().int(),
  uuid: z.string(),
  publicName: z.string(),
  nickName: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  socialLinks: z.array(z.object({ type: socialLinkTypes, link: z.string() })),
  /** OWNER, UNSUBSCRIBED, or the level of the caller's subscription (spec 000 §3). */
  levelSubscription: subscriptionLevels,
  authorities: z.array(authorities),
  soldServices: servicePrices,
  /**
   * The viewer's own running subscription to this profile (null when none): paid until
   * `activeUntil` (UTC, 'yyyy-MM-dd HH:mm:ss'); `cancelled` after Unsubscribe, when access still
   * lasts until then but nothing renews it. Beyond the spec; optional so older answers still parse.
   */
  subscription: z.object({ activeUntil: z.string(), cancelled: z.boolean() }).nullable().optional(),
})
export type ArtistProfile = z.infer<typeof artistProfile>

const textField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: (issue) => messages.maxChars(String(issue.input ?? '').length, max) })

const socialLink = textField(limits.socialLink).refine(isHttpLinkOrEmpty, profileMessages.socialLinkScheme).nullish()

export const profileNickName = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(limits.nickName, { error: (issue) => messages.maxChars(String(issue.input ?? '').length, limits.nickName) })
  .regex(nickNamePattern, profileMessages.nickNameFormat)

/** PATCH /api/v1/profiles/:id (multipart text fields; avatar and cover are files). Absent fields stay as they are. */
export const profileUpdate = z.object({
  publicName: z.string().trim().min(1, messages.required).max(limits.publicName).optional(),
  nickName: profileNickName.optional(),
  description: textField(limits.profileDescription).nullish(),
  socialLinkInstagram: socialLink,
  socialLinkFacebook: socialLink,
  socialLinkTwitter: socialLink,
})
export type ProfileUpdate = z.input<typeof profileUpdate>

/** GET /api/v1/subscribers/:uuid item (spec 001 §3). */
export const subscriberItem = z.object({
  follower: z.object({ uuid: z.string(), avatar: z.string().nullable(), nickName: z.string() }),
  subscribeAt: z.string(),
})
export const subscriberList = paged(subscriberItem)
export type SubscriberItem = z.infer<typeof subscriberItem>

/** POST /api/v1/subscribers/:uuid — invite by e-mail for a complimentary period the artist chooses. */
export const subscriberInvitation = z.object({
  email: z.string().trim().min(1, messages.emailRequired).email('Enter a valid email').max(254),
  days: z.coerce.number().int().min(1, messages.minValue(1)).max(366).default(30),
})
export type SubscriberInvitation = z.input<typeof subscriberInvitation>

/** POST /api/v1/subscribers/invitations/:key — what the invitee gets. */
export const invitationAccepted = z.object({
  message: z.string(),
  artist: z.object({ uuid: z.string(), nickName: z.string() }),
  until: z.string(),
})
export type InvitationAccepted = z.infer<typeof invitationAccepted>
