import router from '@adonisjs/core/services/router'
import { listRoutes, type Mount, type Route } from '@kobza/contract/routes'

/*
 * Registers /api/v1 routes from the contract's description (packages/contract, `routes`), so
 * the API writes no path of its own. ts-rest and AdonisJS share the `:name` parameter syntax
 * (and `*` for a wildcard tail), so a contract path is also the Adonis pattern.
 *
 * Request bodies are validated by the controllers, with the same schema objects the contract
 * hands out (`endpoints.<domain>.<name>.body`): a route-level validator would run before a
 * controller's rate-limit counting and change what an invalid request costs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- AdonisJS's handler types are built on Constructor<any>
type Controller = new (...args: any[]) => any
/** What `router.get(pattern, handler)` accepts: `[LazyController, 'method']`, a closure… */
type Handler<C extends Controller> = Parameters<typeof router.route<C>>[2]

/** `accounts.login` for routes.accounts.login: the route's name, found by method and path. */
function nameOf(entry: Route | Mount): string {
  const found = listRoutes().find((route) => route.method === entry.method && route.path === entry.path)
  if (!found) throw new Error(`${entry.method} ${entry.path} is not in the contract's routes`)
  return `${found.domain}.${found.name}`
}

/**
 * `router.get/post/…` with the endpoint's method and path, named after it (`accounts.login`);
 * returns the route so `.use(middleware…)` chains as usual.
 */
export function endpointRoute<C extends Controller>(endpoint: Route, handler: Handler<C>) {
  const route = (() => {
    switch (endpoint.method) {
      case 'GET':
        return router.get(endpoint.path, handler)
      case 'POST':
        return router.post(endpoint.path, handler)
      case 'PUT':
        return router.put(endpoint.path, handler)
      case 'PATCH':
        return router.patch(endpoint.path, handler)
      case 'DELETE':
        return router.delete(endpoint.path, handler)
    }
  })()
  return route.as(nameOf(endpoint))
}

/** Everything under the mount's prefix: every method (`router.any`) or reads only, for routes that live elsewhere. */
export function mountRoute<C extends Controller>(mount: Mount, handler: Handler<C>) {
  const route = mount.method === 'GET' ? router.get(mount.path, handler) : router.any(mount.path, handler)
  return route.as(nameOf(mount))
}
