import { Route, Routes } from 'react-router'
import { RootLayout } from '../layout/RootLayout'
import { RequireSignIn } from './RequireSignIn'
import { RouteScreen } from './RouteScreen'
import { appRoutes } from './routeTable'

/**
 * The route table inside the shell; guarded routes sit under the sign-in guard. `guestPreviews`:
 * the server's render, where a guest on a guarded route gets its preview (RequireSignIn).
 */
export function AppRoutes({ guestPreviews = false }: { guestPreviews?: boolean }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {appRoutes
          .filter((route) => !route.guarded)
          .map((route) => (
            <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
          ))}
        <Route element={<RequireSignIn guestPreviews={guestPreviews} />}>
          {appRoutes
            .filter((route) => route.guarded)
            .map((route) => (
              <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
            ))}
        </Route>
      </Route>
    </Routes>
  )
}
