import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReportTargetKind } from '@kobza/contract'

export interface TargetPreview {
  messageType: string
  context: string
  hidden: boolean
}

/**
 * How moderation reaches one kind of reported content, registered by the domain that owns it
 * (moderation never imports them: chat registers MESSAGE in #chat/register, the feed POST and
 * COMMENT in #feed/register, profiles PROFILE, the Hall of Fame LEGEND).
 */
export interface ReportTarget {
  /**
   * The content's author when `reporterId` may see it; throws the domain's 404/403 otherwise.
   * Moderation itself refuses a report of one's own content (`ownReportMessage`, or the common one).
   */
  check(targetId: string, reporterId: number): Promise<{ authorId: number | null }>
  /** The refusal of a report of one's own content, where the domain words it its own way. */
  ownReportMessage?: string
  /**
   * Hides it from everyone but its author, in the moderator's transaction, with the reason its
   * author is shown; false when already gone or hidden. Kinds without it (profiles, legends:
   * their own screens remove or block them) cannot be hidden from a report.
   */
  hide?(targetId: string, trx: TransactionClientContract, reason: string): Promise<boolean>
  /** What the console shows of a page of reported targets (never an empty page), in one query. */
  previews(targetIds: string[]): Promise<Map<string, TargetPreview>>
}

const targets = new Map<ReportTargetKind, ReportTarget>()

export function registerReportTarget(kind: ReportTargetKind, target: ReportTarget) {
  targets.set(kind, target)
}

export function reportTargetOf(kind: ReportTargetKind): ReportTarget | undefined {
  return targets.get(kind)
}
