import type { AdminDashboard } from '@kobza/contract'
import { dashboardFigures } from '#admin/dashboard'

/** /admin/api/dashboard — the figures the console's first page shows. */
export default class AdminDashboardController {
  async show(): Promise<AdminDashboard> {
    return dashboardFigures()
  }
}
