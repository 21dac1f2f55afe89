import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'

const GenresController = () => import('#catalogue/genres_controller')

endpointRoute(routes.catalogue.genres, [GenresController, 'index'])
