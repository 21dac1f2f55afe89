import router from '@adonisjs/core/services/router'
import { adminResources } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#moderation/reports_controller')
const AdminReportsController = () => import('#moderation/admin_reports_controller')

endpointRoute(routes.moderation.report, [ReportsController, 'store']).use(middleware.auth())

/* The console's Reports resource (react-admin simple-rest), for the authorities the contract lists. */
router
  .group(() => {
    router.resource('reports', AdminReportsController).apiOnly().only(['index', 'show', 'update']).as('admin.reports')
  })
  .prefix('/admin/api')
  .use([middleware.auth(), middleware.authority({ anyOf: [...adminResources.reports] })])
