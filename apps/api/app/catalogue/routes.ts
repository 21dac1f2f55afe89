import '#catalogue/page_heads'
import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const GenresController = () => import('#catalogue/genres_controller')
const ErasController = () => import('#catalogue/eras_controller')
const ProductsController = () => import('#catalogue/products_controller')
const EmbedsController = () => import('#catalogue/embeds_controller')

const { catalogue } = routes

endpointRoute(catalogue.genres, [GenresController, 'index'])
endpointRoute(catalogue.eras, [ErasController, 'index'])
endpointRoute(catalogue.products, [ProductsController, 'overview'])
endpointRoute(catalogue.songs, [ProductsController, 'songs'])
endpointRoute(catalogue.playlists, [ProductsController, 'playlists'])
endpointRoute(catalogue.playlist, [ProductsController, 'playlist'])
endpointRoute(catalogue.events, [ProductsController, 'events'])
endpointRoute(catalogue.event, [ProductsController, 'event'])
endpointRoute(catalogue.oembed, [EmbedsController, 'oembed'])

// The embeddable players (issue 35): pages of the site, not of the API, so outside /api/v1.
router.get('/embed/song/:id', [EmbedsController, 'song']).where('id', router.matchers.number())
router.get('/embed/playlist/:id', [EmbedsController, 'playlist']).where('id', router.matchers.number())
router.get('/embed/player.js', [EmbedsController, 'script'])
router.get('/embed/player.css', [EmbedsController, 'style'])
router
  .group(() => {
    endpointRoute(catalogue.createSong, [ProductsController, 'createSong'])
    endpointRoute(catalogue.deleteSong, [ProductsController, 'deleteSong'])
    endpointRoute(catalogue.createPlaylist, [ProductsController, 'createPlaylist'])
    endpointRoute(catalogue.createEvent, [ProductsController, 'createEvent'])
  })
  .use(middleware.auth())
