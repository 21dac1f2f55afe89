import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import { listRoutes, type Mount, type Route } from '@kobza/contract/routes'
import { middleware } from '#start/kernel'

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

type Instance = Record<string, (ctx: HttpContext) => unknown>
type ControllerClass = (new () => Instance) & { containerInjections?: unknown }

const isClass = (value: unknown): value is ControllerClass =>
  typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value))

/**
 * `[Controller, 'method']` (or its lazy import) as a plain function of the context.
 *
 * For a controller pair AdonisJS asks the IoC container, on every request, to construct the
 * class and then to call the method: a dozen awaited steps looking for bindings, swaps,
 * hooks and @inject metadata, the largest part of a trivial route's cost after the socket
 * write. Kobza's controllers inject nothing (no @inject, no constructor arguments), so the
 * same thing is `new Controller()[method](ctx)`: still a fresh instance per request, the
 * same return-value handling. A controller that does declare injections keeps the container.
 */
function direct<C extends Controller>(handler: Handler<C>): Handler<C> {
  if (!Array.isArray(handler)) return handler
  const [reference, method] = handler as unknown as [unknown, string]
  let call: ((ctx: HttpContext) => unknown) | undefined
  const prepare = async () => {
    const controller = isClass(reference)
      ? reference
      : ((await (reference as () => Promise<{ default: ControllerClass }>)()).default as ControllerClass)
    call =
      controller.containerInjections !== undefined || controller.length > 0
        ? async (ctx) => ctx.containerResolver.call(await ctx.containerResolver.make(controller), method, [ctx])
        : (ctx) => new controller()[method]!(ctx)
    return call
  }
  const handle = (ctx: HttpContext) => (call ? call(ctx) : prepare().then((ready) => ready(ctx)))
  return handle as unknown as Handler<C>
}

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
        return router.get(endpoint.path, direct(handler))
      case 'POST':
        return router.post(endpoint.path, direct(handler))
      case 'PUT':
        return router.put(endpoint.path, direct(handler))
      case 'PATCH':
        return router.patch(endpoint.path, direct(handler))
      case 'DELETE':
        return router.delete(endpoint.path, direct(handler))
    }
  })()
  return route.as(nameOf(endpoint))
}

/** Everything under the mount's prefix: every method (`router.any`), reads or creations only, for routes that live elsewhere. */
export function mountRoute<C extends Controller>(mount: Mount, handler: Handler<C>) {
  const route =
    mount.method === 'GET'
      ? router.get(mount.path, direct(handler))
      : mount.method === 'POST'
        ? router.post(mount.path, direct(handler))
        : router.any(mount.path, direct(handler))
  return route.as(nameOf(mount))
}

/** A controller imported on first use, as route files name them (`() => import('#x/x_controller')`). */
type LazyController = () => Promise<{ default: new () => object }>
type ActionOf<L extends LazyController> = Extract<keyof InstanceType<Awaited<ReturnType<L>>['default']>, string>

export interface ServeOptions {
  /**
   * Only for a signed-in caller (401 otherwise). `recent` believes a token verified in the last
   * seconds (revocation still ends it): for reads a client polls that change nothing of the user.
   */
  auth?: 'user' | 'recent'
  /** What a path parameter must look like (else the path is another route's, or a 404), by name. */
  params?: Readonly<Record<string, 'uuid' | 'number'>>
}

const matcherOf = { uuid: () => router.matchers.uuid(), number: () => router.matchers.number() }

/**
 * Registers a domain's contract endpoints that one controller serves, `{ endpoint: 'action' }`
 * (or a list where each action is named as its endpoint), with the access and parameter shapes
 * they share: each route file is a list of these.
 */
export function serve<T extends Record<string, Route>, L extends LazyController>(
  table: T,
  controller: L,
  actions: { [K in keyof T]?: ActionOf<L> } | ReadonlyArray<Extract<keyof T, ActionOf<L>>>,
  options: ServeOptions = {}
) {
  const pairs = Array.isArray(actions)
    ? actions.map((name) => [name, name] as const)
    : (Object.entries(actions) as Array<[keyof T & string, string]>)
  for (const [name, action] of pairs) {
    const endpoint = table[name]!
    const route = endpointRoute(endpoint, [controller, action] as unknown as Handler<Controller>)
    for (const [, param] of endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      const kind = options.params?.[param!]
      if (kind) route.where(param!, matcherOf[kind]())
    }
    if (options.auth) route.use(options.auth === 'recent' ? middleware.auth({ trustRecent: true }) : middleware.auth())
  }
}
