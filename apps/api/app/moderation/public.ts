/*
 * What other domains may use of moderation: each domain whose content can be reported
 * registers its kind here (chat: MESSAGE), so moderation imports none of them.
 */
export { registerReportTarget, reportTargetOf, type ReportTarget, type TargetPreview } from '#moderation/targets'
/* The console's Reports resource (app/admin) lists and resolves them. */
export { default as Report } from '#moderation/report'
export { resolveReport } from '#moderation/actions/resolve_report'
/* The console's read-model of reports (app/admin routes it). */
export { reportsConsole } from '#moderation/console'
