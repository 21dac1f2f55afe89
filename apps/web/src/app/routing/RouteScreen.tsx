import { useDocumentTitle } from '../layout/useChromeEffects'
import type { AppRoute } from './routeTable'

/**
 * A route's screen and its document title. The title is set once the screen commits: by then
 * the lazy screen has brought its feature's strings, which hold the title.
 */
export function RouteScreen({ route }: { route: AppRoute }) {
  useDocumentTitle(route)
  return route.element
}
