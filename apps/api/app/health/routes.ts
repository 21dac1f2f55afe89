import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'

const HealthController = () => import('#health/health_controller')

// For load balancers; outside the API's contract.
router.get('/health', [HealthController, 'show'])
endpointRoute(routes.health.health, [HealthController, 'show'])
endpointRoute(routes.health.serverTime, [HealthController, 'serverTime'])
