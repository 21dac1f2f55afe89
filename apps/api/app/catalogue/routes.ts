import router from '@adonisjs/core/services/router'

const GenresController = () => import('#catalogue/genres_controller')

router
  .group(() => {
    router.get('genres', [GenresController, 'index'])
  })
  .prefix('/api/v1')
