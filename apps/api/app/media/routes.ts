import router from '@adonisjs/core/services/router'

const MediaController = () => import('#media/media_controller')

router
  .group(() => {
    router.get('media/*', [MediaController, 'show'])
  })
  .prefix('/api/v1')
