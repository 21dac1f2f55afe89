import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'

const SearchController = () => import('#search/search_controller')

endpointRoute(routes.search.search, [SearchController, 'search'])
