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

/** What a moderator may do with a report. */
export const reportActions = z.enum(['HIDE', 'BLOCK_AUTHOR', 'DISMISS'])
export type ReportAction = z.infer<typeof reportActions>

export const moderationLimits = { reasonMax: 500 } as const

export const moderationMessages = {
  reasonRequired: 'Say what is wrong',
  reasonTooLong: (length: number) => messages.maxChars(length, moderationLimits.reasonMax),
  kindNotReportable: 'This cannot be reported yet',
  alreadyReported: 'You have already reported this',
  reportNotFound: 'Report not found',
  alreadyHandled: 'This report has already been handled',
  reported: 'Thank you. Moderators will look at it.',
} as const

/** POST /api/v1/reports */
export const createReportRequest = z.object({
  targetKind: reportTargetKinds,
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

/** PUT /admin/api/reports/:id */
export const adminReportUpdate = z.object({ action: reportActions }).passthrough()
export type AdminReportUpdate = z.infer<typeof adminReportUpdate>

/** A report as the console lists it. */
export interface AdminReport {
  id: number
  targetKind: ReportTargetKind
  targetId: string
  reason: string
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
