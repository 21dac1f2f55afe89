import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#moderation/reports_controller')

endpointRoute(routes.moderation.report, [ReportsController, 'store']).use(middleware.auth())
