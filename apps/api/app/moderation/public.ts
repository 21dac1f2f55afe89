/*
 * What other domains may use of moderation: each domain whose content can be reported
 * registers its kind here (chat: MESSAGE), so moderation imports none of them.
 */
export { registerReportTarget, type ReportTarget, type TargetPreview } from '#moderation/targets'
