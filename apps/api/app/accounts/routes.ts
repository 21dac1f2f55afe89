import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionsController = () => import('#accounts/sessions_controller')
const SignUpController = () => import('#accounts/sign_up_controller')
const PasswordResetController = () => import('#accounts/password_reset_controller')
const AccountController = () => import('#accounts/account_controller')

router
  .group(() => {
    router.post('sign-up', [SignUpController, 'store'])
    router.post('login', [SessionsController, 'login'])
    router.post('login/token/refresh', [SessionsController, 'refresh'])
    router.post('login/logout/:uuid', [SessionsController, 'logout']).use(middleware.auth())
    router.post('login/password/reset', [PasswordResetController, 'request'])
    router.post('login/password/reset/confirm/:key', [PasswordResetController, 'confirm'])

    router.post('account/email/confirm/:key', [AccountController, 'confirmEmailChange'])
    router
      .group(() => {
        router.get('account', [AccountController, 'show'])
        router.patch('account/password', [AccountController, 'changePassword'])
        router.post('account/email', [AccountController, 'requestEmailChange'])
        router.delete('account', [AccountController, 'destroy'])
      })
      .use(middleware.auth())
  })
  .prefix('/api/v1')
