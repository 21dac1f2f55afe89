import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const SessionsController = () => import('#accounts/sessions_controller')
const SignUpController = () => import('#accounts/sign_up_controller')
const PasswordResetController = () => import('#accounts/password_reset_controller')
const AccountController = () => import('#accounts/account_controller')

const { accounts } = routes

endpointRoute(accounts.signUp, [SignUpController, 'store'])
endpointRoute(accounts.login, [SessionsController, 'login'])
endpointRoute(accounts.refresh, [SessionsController, 'refresh'])
endpointRoute(accounts.logout, [SessionsController, 'logout']).use(middleware.auth())
endpointRoute(accounts.requestPasswordReset, [PasswordResetController, 'request'])
endpointRoute(accounts.confirmPasswordReset, [PasswordResetController, 'confirm'])

endpointRoute(accounts.confirmEmailChange, [AccountController, 'confirmEmailChange'])
router
  .group(() => {
    endpointRoute(accounts.showAccount, [AccountController, 'show'])
    endpointRoute(accounts.changePassword, [AccountController, 'changePassword'])
    endpointRoute(accounts.requestEmailChange, [AccountController, 'requestEmailChange'])
    endpointRoute(accounts.deleteAccount, [AccountController, 'destroy'])
  })
  .use(middleware.auth())
