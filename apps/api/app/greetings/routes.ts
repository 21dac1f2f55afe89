import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'
import '#greetings/register'

const GreetingsController = () => import('#greetings/greetings_controller')

const { greetings } = routes
const id = router.matchers.number()

router
  .group(() => {
    endpointRoute(greetings.orders, [GreetingsController, 'index'])
    // The pattern is in app/media/multipart_routes.ts's fileRoutes: the video streams through the controller's checks.
    endpointRoute(greetings.deliver, [GreetingsController, 'deliver']).where('offerId', id)
    endpointRoute(greetings.decline, [GreetingsController, 'decline']).where('offerId', id)
  })
  .use(middleware.auth())
