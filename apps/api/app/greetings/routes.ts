import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'
import '#greetings/register'

const GreetingsController = () => import('#greetings/greetings_controller')

// The pattern of `deliver` is in app/media/multipart_routes.ts's fileRoutes: the video streams through the controller's checks.
const signedIn = { auth: 'user', params: { offerId: 'number' } } as const
serve(routes.greetings, GreetingsController, { orders: 'index', deliver: 'deliver', decline: 'decline' }, signedIn)
