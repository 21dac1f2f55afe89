import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const SessionsController = () => import('#accounts/sessions_controller')
const SignUpController = () => import('#accounts/sign_up_controller')
const PasswordResetController = () => import('#accounts/password_reset_controller')
const AccountController = () => import('#accounts/account_controller')

const { accounts } = routes
const signedIn = { auth: 'user' } as const

serve(accounts, SignUpController, { signUp: 'store' })
serve(accounts, SessionsController, ['login', 'refresh'])
serve(accounts, SessionsController, ['logout'], signedIn)
serve(accounts, PasswordResetController, { requestPasswordReset: 'request', confirmPasswordReset: 'confirm' })
// The mailed link is the proof: no session.
serve(accounts, AccountController, ['confirmEmailChange'])
serve(accounts, AccountController, ['changePassword', 'requestEmailChange'], signedIn)
serve(accounts, AccountController, { showAccount: 'show', deleteAccount: 'destroy' }, signedIn)
