import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  defaultNotificationSettings,
  digestNotificationTypes,
  notificationTypes,
  type EmailDigestMode,
  type NotificationChannelSettings,
  type NotificationType,
  type QuietHours,
  type UpdateNotificationSettingsRequest,
} from '@kobza/contract'
import { clock } from '#core/clock'
import { whereAmong } from '#core/where_among'

export type Preferences = Record<NotificationType, NotificationChannelSettings>

type Overrides = Partial<Record<string, Partial<NotificationChannelSettings>>>

/** What the user departs from the defaults in, as stored. */
async function storedOverrides(userId: number, client: QueryClientContract): Promise<Overrides> {
  const row = await client.from('notification_preferences').where('user_id', userId).select('settings').first()
  return row ? (JSON.parse(String(row.settings)) as Overrides) : {}
}

/**
 * The SQL condition "the user wants `type` by `channel`" over a left-joined
 * `notification_preferences` row named `alias` (none: the default), for set-based fan-outs.
 * Types and channels come from the contract's enums, never from input.
 */
export function wantsSql(
  type: NotificationType,
  channel: keyof NotificationChannelSettings,
  alias = 'p'
): { sql: string; bindings: unknown[] } {
  const fallback = defaultNotificationSettings[type][channel]
  if (db.connection().dialect.name === 'postgres')
    return {
      sql: `coalesce((${alias}.settings::jsonb -> ?::text ->> ?::text)::boolean, ?::boolean)`,
      bindings: [type, channel, fallback],
    }
  return {
    sql: `coalesce(json_extract(${alias}.settings, ?), ?) = 1`,
    bindings: [`$.${type}.${channel}`, fallback ? 1 : 0],
  }
}

/**
 * Of `userIds`, those to whom an event of `type` is mailed at once: they want its e-mail, and it
 * is not a chatty type they take in the daily digest instead (#notifications/actions/send_digests).
 */
export async function wantingEmailNow(userIds: number[], type: NotificationType, client: QueryClientContract) {
  if (userIds.length === 0) return []
  const rows = await whereAmong(client.from('notification_preferences'), 'user_id', userIds).select(
    'user_id',
    'settings',
    'email_digest'
  )
  const digested = digestNotificationTypes.includes(type)
  const choices = new Map(
    rows.map((row) => [
      Number(row.user_id),
      digested && row.email_digest === 'daily' ? false : (JSON.parse(String(row.settings)) as Overrides)[type]?.email,
    ])
  )
  return userIds.filter((id) => choices.get(id) ?? defaultNotificationSettings[type].email)
}

/** Whether the user takes the chatty types' e-mails as one daily digest. */
export async function emailDigestOf(
  userId: number,
  client: QueryClientContract = db.connection()
): Promise<EmailDigestMode> {
  const row = await client.from('notification_preferences').where('user_id', userId).select('email_digest').first()
  return row?.email_digest === 'daily' ? 'daily' : 'off'
}

/** Every type's channels for the user: the defaults, with the user's own choices over them. */
export async function preferencesOf(
  userId: number,
  client: QueryClientContract = db.connection()
): Promise<Preferences> {
  const overrides = await storedOverrides(userId, client)
  const result = {} as Preferences
  for (const type of notificationTypes.options)
    result[type] = { ...defaultNotificationSettings[type], ...(overrides[type] ?? {}) }
  return result
}

/** The stored quiet hours of a preferences row, or null. */
export function quietHoursOf(row: {
  quiet_from: number | null
  quiet_to: number | null
  quiet_time_zone: string | null
}): QuietHours | null {
  if (row.quiet_from === null || row.quiet_to === null || !row.quiet_time_zone) return null
  return { from: Number(row.quiet_from), to: Number(row.quiet_to), timeZone: row.quiet_time_zone }
}

/** The user's quiet hours for push, or null. */
export async function quietHoursOfUser(userId: number, client: QueryClientContract = db.connection()) {
  const row = await client
    .from('notification_preferences')
    .where('user_id', userId)
    .select('quiet_from', 'quiet_to', 'quiet_time_zone')
    .first()
  return row ? quietHoursOf(row) : null
}

/** Changes the given types' channels; the rest keep what they were. */
export async function updatePreferences(
  userId: number,
  change: UpdateNotificationSettingsRequest
): Promise<Preferences> {
  await db.transaction(async (trx) => {
    const overrides = await storedOverrides(userId, trx)
    for (const [type, channels] of Object.entries(change.settings ?? {}))
      overrides[type] = { ...(overrides[type] ?? {}), ...channels }
    const row = {
      user_id: userId,
      settings: JSON.stringify(overrides),
      updated_at: clock.millis(),
      ...(change.emailDigest ? { email_digest: change.emailDigest } : {}),
    }
    await trx
      .insertQuery()
      .table('notification_preferences')
      .insert(row)
      .onConflict('user_id')
      .merge(['settings', 'updated_at', ...(change.emailDigest ? ['email_digest'] : [])])
    if (change.quietHours !== undefined) await storeQuietHours(trx, userId, change.quietHours)
  })
  return preferencesOf(userId)
}

async function storeQuietHours(client: QueryClientContract, userId: number, hours: QuietHours | null) {
  await client
    .from('notification_preferences')
    .where('user_id', userId)
    .update({
      quiet_from: hours?.from ?? null,
      quiet_to: hours?.to ?? null,
      quiet_time_zone: hours?.timeZone ?? null,
    })
}
