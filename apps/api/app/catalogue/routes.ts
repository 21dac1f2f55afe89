import '#catalogue/page_heads'
import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const GenresController = () => import('#catalogue/genres_controller')
const ErasController = () => import('#catalogue/eras_controller')
const ProductsController = () => import('#catalogue/products_controller')
const EmbedsController = () => import('#catalogue/embeds_controller')

const { catalogue } = routes

serve(catalogue, GenresController, { genres: 'index' })
serve(catalogue, ErasController, { eras: 'index' })
serve(catalogue, ProductsController, { products: 'overview' })
serve(catalogue, ProductsController, ['songs', 'playlists', 'playlist', 'events', 'event'])
serve(catalogue, EmbedsController, ['oembed'])
serve(catalogue, ProductsController, ['createSong', 'deleteSong', 'createPlaylist', 'createEvent'], { auth: 'user' })

// The embeddable players (issue 35): pages of the site, not of the API, so outside /api/v1.
router.get('/embed/song/:id', [EmbedsController, 'song']).where('id', router.matchers.number())
router.get('/embed/playlist/:id', [EmbedsController, 'playlist']).where('id', router.matchers.number())
router.get('/embed/player.js', [EmbedsController, 'script'])
router.get('/embed/player.css', [EmbedsController, 'style'])
