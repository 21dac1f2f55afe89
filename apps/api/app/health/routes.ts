import router from '@adonisjs/core/services/router'

const HealthController = () => import('#health/health_controller')

router.get('/health', [HealthController, 'show'])
router.get('/api/v1/health', [HealthController, 'show']).as('health.api')
router.get('/api/v1/getServerTime', [HealthController, 'serverTime'])
