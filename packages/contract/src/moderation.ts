import { z } from './zod.js'
import { messages } from './errors.js'

/*
 * Reports and their moderation (issue 15 wires chat messages; the other kinds follow with
 * their issues). A signed-in user reports something they can see; moderators resolve reports
 * in the console by hiding the content, blocking its author, or dismissing the report.
 */

export const reportTargetKinds = z.enum(['POST', 'COMMENT', 'MESSAGE', 'PROFILE', 'LEGEND'])
export type ReportTargetKind = z.infer<typeof reportTargetKinds>

export const reportStatuses = z.enum(['OPEN', 'RESOLVED', 'DISMISSED'])
export type ReportStatus = z.infer<typeof reportStatuses>

/**
 * What a moderator may do with a report: hide the content, warn its author (recorded on the
 * account's audit trail), block the author's account, or dismiss the report.
 */
export const reportActions = z.enum(['HIDE', 'WARN', 'BLOCK_AUTHOR', 'DISMISS'])
export type ReportAction = z.infer<typeof reportActions>

/** The reasons the web app's 'Report' menu offers; the reporter's words go with them in `reason`. */
export const reportCategories = z.enum(['SPAM', 'ABUSE', 'HATE', 'VIOLENCE', 'COPYRIGHT', 'OTHER'])
export type ReportCategory = z.infer<typeof reportCategories>

export const moderationLimits = { reasonMax: 500, hideReasonMax: 300 } as const

export const moderationMessages = {
  reasonRequired: 'Say what is wrong',
  reasonTooLong: (length: number) => messages.maxChars(length, moderationLimits.reasonMax),
  kindNotReportable: 'This cannot be reported yet',
  alreadyReported: 'You have already reported this',
  reportNotFound: 'Report not found',
  alreadyHandled: 'This report has already been handled',
  reported: 'Thank you. Moderators will look at it.',
  notOwnReport: 'You cannot report your own content',
  cannotHideKind: 'This kind of content cannot be hidden: block the account or dismiss the report',
  hideReasonRequired: 'Say why it is hidden',
  hideReasonTooLong: `A reason is at most ${moderationLimits.hideReasonMax} characters`,
  decisionReasonRequired: 'Say why you decide so',
  deleteReasonRequired: 'Say why it is deleted',
  noAuthor: 'This content has no author to warn or block',
  contentNotFound: 'Content not found',
} as const

const hideReason = z
  .string()
  .trim()
  .min(1, moderationMessages.hideReasonRequired)
  .max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong)

/** POST /api/v1/reports */
export const createReportRequest = z.object({
  targetKind: reportTargetKinds,
  category: reportCategories.optional(),
  targetId: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
  // Body parsers turn a blank field into null: that is a missing reason too.
  reason: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(1, moderationMessages.reasonRequired)
      .superRefine((value, context) => {
        const length = [...value].length
        if (length > moderationLimits.reasonMax)
          context.addIssue({ code: 'custom', message: moderationMessages.reasonTooLong(length) })
      })
  ),
})
export type CreateReportRequest = z.input<typeof createReportRequest>

export const createdReport = z.object({ id: z.number().int(), status: reportStatuses, message: z.string() })
export type CreatedReport = z.infer<typeof createdReport>

/**
 * PUT /admin/api/reports/:id (react-admin's bulk update sends the same body for each id). Every
 * decision carries the moderator's reason: it is kept in the audit entry of the decision, and
 * the author is told it of a hide or a warning.
 */
export const adminReportUpdate = z
  .object({
    action: reportActions,
    // Body parsers turn a blank field into null: that is a missing reason too.
    note: z.preprocess(
      (value) => value ?? '',
      z
        .string({ error: moderationMessages.decisionReasonRequired })
        .trim()
        .min(1, moderationMessages.decisionReasonRequired)
        .max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong)
    ),
  })
  .passthrough()
export type AdminReportUpdate = z.infer<typeof adminReportUpdate>

/** A report as the console lists it. */
export interface AdminReport {
  id: number
  targetKind: ReportTargetKind
  targetId: string
  reason: string
  category: ReportCategory | null
  status: ReportStatus
  reporterId: number
  targetUserId: number | null
  /** What was reported, as the console may show it (text or a signed picture URL). */
  preview: { messageType: string; context: string; hidden: boolean } | null
  resolution: ReportAction | null
  resolvedBy: number | null
  resolvedAt: string | null
  createdAt: string
}

/** How hidden content is marked for its author (everyone else no longer sees it). */
export const hiddenMark = z.object({ reason: z.string(), hiddenAt: z.string() })
export type HiddenMark = z.infer<typeof hiddenMark>

/** PUT /admin/api/posts/:id and /admin/api/comments/:id: hide with a reason, or unhide. */
export const adminContentUpdate = z
  .object({ hidden: z.boolean(), reason: hideReason.optional() })
  .passthrough()
  .refine((value) => !value.hidden || value.reason !== undefined, {
    message: moderationMessages.hideReasonRequired,
    path: ['reason'],
  })
export type AdminContentUpdate = z.infer<typeof adminContentUpdate>

/**
 * DELETE /admin/api/posts/:id, /admin/api/comments/:id and /admin/api/legends/:id: deleting cannot
 * be undone, so the moderator says why (kept in the audit entry).
 */
export const adminDeleteRequest = z.object({
  reason: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: moderationMessages.deleteReasonRequired })
      .trim()
      .min(1, moderationMessages.deleteReasonRequired)
      .max(moderationLimits.hideReasonMax, moderationMessages.hideReasonTooLong)
  ),
})
export type AdminDeleteRequest = z.infer<typeof adminDeleteRequest>

/** A post or a comment as the console's Content resources list them. */
export interface AdminContent {
  id: number
  authorId: number
  /** PUBLIC or PREMIUM for a post; POST or LEGEND (what it hangs under) for a comment. */
  type: string
  /** The post's text (its first message) or the comment. */
  text: string
  parentId: number | null
  reportCount: number
  hidden: boolean
  hiddenReason: string | null
  hiddenAt: string | null
  createdAt: string
}
