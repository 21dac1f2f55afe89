import { column } from '@adonisjs/lucid/orm'
import { CreatedModel } from '#core/stamped_model'
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
  /* Hall of Fame: a judge's decision on a legend On Reviewing (targets the nominator). */
  | 'legend.decided'
  /* A moderator corrected or removed a nomination (targets the nominator). */
  | 'legend.updated'
  | 'legend.removed'
  /* An administrator changed the legend stage settings (no account is targeted). */
  | 'legend_settings.changed'
  /* Reference data: a genre added, renamed or reordered, or removed (no account is targeted). */
  | 'genre.created'
  | 'genre.updated'
  | 'genre.deleted'
  /* An era relabelled or reordered (its code is fixed; no account is targeted). */
  | 'era.updated'

export default class AuditLog extends CreatedModel {
  @column()
  declare actorId: number | null

  @column()
  declare targetUserId: number | null

  @column()
  declare action: AuditAction

  @column()
  declare details: string | null

  /** Pass the transaction of the change being recorded: the entry stands or falls with it. */
  static record(
    action: AuditAction,
    actorId: number | null,
    /** Null where the change touches no account (reference data, settings). */
    targetUserId: number | null,
    details: Record<string, unknown> = {},
    trx?: TransactionClientContract
  ) {
    return AuditLog.create({ action, actorId, targetUserId, details: JSON.stringify(details) }, { client: trx })
  }
}
