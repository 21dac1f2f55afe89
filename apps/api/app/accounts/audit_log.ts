import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type AuditAction =
  'user.blocked' | 'user.unblocked' | 'authority.granted' | 'authority.revoked' | 'user.deleted' | 'user.email_changed'

export default class AuditLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorId: number | null

  @column()
  declare targetUserId: number | null

  @column()
  declare action: AuditAction

  @column()
  declare details: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  static record(
    action: AuditAction,
    actorId: number | null,
    targetUserId: number,
    details: Record<string, unknown> = {}
  ) {
    return AuditLog.create({ action, actorId, targetUserId, details: JSON.stringify(details) })
  }
}
