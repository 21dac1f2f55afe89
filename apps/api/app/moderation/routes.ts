import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const ReportsController = () => import('#moderation/reports_controller')

serve(routes.moderation, ReportsController, { report: 'store' }, { auth: 'user' })
