import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminGenresController = () => import('#admin/genres_controller')

router
  .group(() => {
    router.resource('genres', AdminGenresController).apiOnly().as('admin.genres')
  })
  .prefix('/admin/api')
  .use([middleware.auth(), middleware.authority({ anyOf: ['ADMIN', 'MODERATOR'] })])
