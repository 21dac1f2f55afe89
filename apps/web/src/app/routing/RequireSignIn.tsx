import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '../../shared/paths'
import type { SignInRedirectState } from '../../shared/session/redirect'
import { useSession } from '../../shared/session/SessionContext'

/** Lets signed-in users through and sends everyone else to /sign-in (spec 002 §2 auth guard). */
export function RequireSignIn() {
  const { loggedIn } = useSession()
  const location = useLocation()
  if (loggedIn) return <Outlet />
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` }
  return <Navigate to={paths.signIn} replace state={state} />
}
