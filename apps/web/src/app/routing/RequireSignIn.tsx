import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '../../shared/paths'
import type { SignInRedirectState } from '../../shared/session/redirect'
import { useSession } from '../../shared/session/SessionContext'
import { useCurrentRoute } from './currentRoute'

export interface RequireSignInProps {
  /**
   * The server's render (entry-server): a guest gets the route's preview, if it has one, instead
   * of being sent away — the server cannot see a session, and a redirect there would paint nothing.
   */
  guestPreviews?: boolean
}

/** Lets signed-in users through and sends everyone else to /sign-in (spec 002 §2 auth guard). */
export function RequireSignIn({ guestPreviews = false }: RequireSignInProps) {
  const { loggedIn } = useSession()
  const location = useLocation()
  const route = useCurrentRoute()
  if (loggedIn) return <Outlet />
  if (guestPreviews && route?.guestPreview) return route.guestPreview
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` }
  return <Navigate to={paths.signIn} replace state={state} />
}
