import type { HttpContext } from '@adonisjs/core/http'
import { createReportRequest, moderationMessages } from '@kobza/contract'
import { validate } from '#core/validate'
import { createReport } from '#moderation/actions/create_report'

export default class ReportsController {
  /** POST /api/v1/reports: the signed-in user reports something they can see. */
  async store({ currentUser, request, response }: HttpContext) {
    const input = validate(createReportRequest, request.body())
    const report = await createReport(currentUser!, input)
    return response.created({ id: report.id, status: report.status, message: moderationMessages.reported })
  }
}
