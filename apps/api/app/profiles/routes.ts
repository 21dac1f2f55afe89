import '#profiles/page_heads'
import '#profiles/register'
import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const ProfilesController = () => import('#profiles/profiles_controller')
const ServicePricesController = () => import('#profiles/service_prices_controller')
const SubscribersController = () => import('#profiles/subscribers_controller')

const { profiles } = routes

endpointRoute(profiles.profile, [ProfilesController, 'show'])
endpointRoute(profiles.servicePrices, [ServicePricesController, 'show'])
router
  .group(() => {
    endpointRoute(profiles.updateProfile, [ProfilesController, 'update'])
    endpointRoute(profiles.updateServicePrices, [ServicePricesController, 'update'])
    endpointRoute(profiles.subscribers, [SubscribersController, 'index'])
    endpointRoute(profiles.inviteSubscriber, [SubscribersController, 'invite'])
    endpointRoute(profiles.acceptInvitation, [SubscribersController, 'accept'])
    endpointRoute(profiles.removeSubscriber, [SubscribersController, 'destroy'])
  })
  .use(middleware.auth())
