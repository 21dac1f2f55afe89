import type { HttpContext } from '@adonisjs/core/http'
import { adminReportUpdate } from '@kobza/contract'
import { validate } from '#core/validate'
import { consoleController, presentOne } from '#admin/simple_rest'
import { reportsConsole, resolveReport } from '#moderation/public'

/** /admin/api/reports — moderators see reports (open first by default) and resolve them. */
export default class AdminReportsController extends consoleController('reports', reportsConsole) {
  /** PUT /admin/api/reports/:id with `{ action: HIDE | WARN | BLOCK_AUTHOR | DISMISS, note? }`. */
  async update(ctx: HttpContext) {
    const report = await reportsConsole.find(ctx.params.id)
    const { action, note } = validate(adminReportUpdate, ctx.request.body())
    await resolveReport(report.id, action, ctx.currentUser!, note)
    return presentOne(reportsConsole, await reportsConsole.find(report.id))
  }
}
