/*
 * One-click unsubscribe (RFC 8058). Each notification mail carries a link whose token is signed
 * with the app key (AdonisJS's message verifier: HMAC over the payload, a purpose and an expiry),
 * naming the person and the types the mail was about. Nothing is stored to issue one, and nobody
 * without the key can make one: changing the user or a type breaks the signature.
 */
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import {
  notificationMessages,
  notificationTypes,
  routes,
  unsubscribeWebPath,
  type NotificationType,
} from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { publicUrl } from '#accounts/public'
import { updatePreferences } from '#notifications/preferences'

const PURPOSE = 'notifications.unsubscribe'
/** Long enough for an old mail in someone's inbox to still work. */
export const UNSUBSCRIBE_TOKEN_LIFETIME = '180 days'

interface UnsubscribePayload {
  /** The user's uuid. */
  u: string
  types: NotificationType[]
}

export function unsubscribeToken(userUuid: string, types: NotificationType[]): string {
  const payload: UnsubscribePayload = { u: userUuid, types }
  return encryption.getMessageVerifier().sign(payload, UNSUBSCRIBE_TOKEN_LIFETIME, PURPOSE)
}

/** The URL for the List-Unsubscribe header and the mail's footer link. */
export function unsubscribeUrl(userUuid: string, types: NotificationType[]): string {
  const token = unsubscribeToken(userUuid, types)
  return publicUrl(`${routes.notifications.unsubscribe.path}?token=${encodeURIComponent(token)}`)
}

/** The web screen that confirms (with a POST) what a person's click on the link asked. */
export function unsubscribeLink(token: string): string {
  return publicUrl(`${unsubscribeWebPath}?token=${encodeURIComponent(token)}`)
}

function readToken(token: string): UnsubscribePayload {
  let payload: UnsubscribePayload | null
  try {
    payload = encryption.getMessageVerifier().unsign<UnsubscribePayload>(token, PURPOSE)
  } catch {
    // A token that is not even base64 JSON throws instead of answering null.
    payload = null
  }
  const types = notificationTypes.array().min(1).safeParse(payload?.types)
  if (!payload || typeof payload.u !== 'string' || !types.success)
    throw ApiException.badRequest(notificationMessages.unsubscribeInvalid)
  return { u: payload.u, types: types.data }
}

/** Turns off the e-mails of the token's types for its person; answers those types. */
export async function unsubscribe(token: string): Promise<NotificationType[]> {
  const { u, types } = readToken(token)
  const user = await db.from('users').where('uuid', u).whereNot('status', 'DELETED').select('id').first()
  if (!user) throw ApiException.notFound(notificationMessages.unsubscribeInvalid)
  await updatePreferences(Number(user.id), {
    settings: Object.fromEntries(types.map((type) => [type, { email: false }])),
  })
  return types
}
