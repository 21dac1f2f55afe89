import '#profiles/page_heads'
import '#profiles/profile_primer'
import '#profiles/register'
import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const ProfilesController = () => import('#profiles/profiles_controller')
const ServicePricesController = () => import('#profiles/service_prices_controller')
const SubscribersController = () => import('#profiles/subscribers_controller')

const { profiles } = routes
const signedIn = { auth: 'user' } as const

serve(profiles, ProfilesController, { profile: 'show' })
serve(profiles, ServicePricesController, { servicePrices: 'show' })
serve(profiles, ProfilesController, { updateProfile: 'update' }, signedIn)
serve(profiles, ServicePricesController, { updateServicePrices: 'update' }, signedIn)
serve(
  profiles,
  SubscribersController,
  { subscribers: 'index', inviteSubscriber: 'invite', acceptInvitation: 'accept', removeSubscriber: 'destroy' },
  signedIn
)
