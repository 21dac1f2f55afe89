import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type AuditAction =
  | 'user.blocked'
  | 'user.unblocked'
  | 'authority.granted'
  | 'authority.revoked'
  | 'user.deleted'
  | 'user.email_changed'
  /* Money (the console's withdrawals resource). */
  | 'withdrawal.paid'
  | 'withdrawal.rejected'
  /* A moderator refunded a video greeting still waiting for its video (the fan is the target). */
  | 'greeting.refunded'
  /* A moderator resolved a report (hid the content, blocked its author or dismissed it). */
  | 'report.resolved'
  /* A moderator warned an account about reported content (issue 18). */
  | 'user.warned'
  /* The console's Content resources: a post or comment hidden, shown again or deleted. */
  | 'content.hidden'
  | 'content.unhidden'
  | 'content.deleted'

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

  /** Pass the transaction of the change being recorded: the entry stands or falls with it. */
  static record(
    action: AuditAction,
    actorId: number | null,
    targetUserId: number,
    details: Record<string, unknown> = {},
    trx?: TransactionClientContract
  ) {
    return AuditLog.create({ action, actorId, targetUserId, details: JSON.stringify(details) }, { client: trx })
  }
}
