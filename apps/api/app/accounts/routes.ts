import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionsController = () => import('#accounts/sessions_controller')

router
  .group(() => {
    router.post('login', [SessionsController, 'login'])
    router.post('login/token/refresh', [SessionsController, 'refresh'])
    router.post('login/logout/:uuid', [SessionsController, 'logout']).use(middleware.auth())
  })
  .prefix('/api/v1')
