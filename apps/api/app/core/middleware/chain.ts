import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { MiddlewareAsClass, NextFn } from '@adonisjs/core/types/http'
import type { Server } from '@adonisjs/core/http'

type Middleware = InstanceType<MiddlewareAsClass>

/** The shape `server.use` and `router.use` accept: a lazy import of a middleware class. */
export type LazyMiddleware = () => Promise<{ default: MiddlewareAsClass }>

/**
 * Runs a list of stateless middleware as one server middleware: `server.use` of the chain.
 *
 * AdonisJS resolves every global middleware through the IoC container on every request
 * (construct, resolve the method's dependencies, call — about 4 µs a layer under load on
 * this machine, which made five layers cost a trivial route half its throughput). The
 * listed classes are built once, through the container so their constructor injections
 * still work, and called in order; errors still reach the exception handler. The chain
 * itself is then called directly, not through the container (an async wrapper, `make`, then
 * `call` looking for method injections: three promises and a few lookups per request).
 *
 * Only middleware that keeps no per-request state on `this` belongs here (every AdonisJS
 * and Kobza global middleware so far). Order and semantics are those of the list.
 */
export function useChain(server: Server, list: LazyMiddleware[]): void {
  const { reference, instance } = chainOf(list)
  server.use(reference)
  const entry = server.getMiddlewareList().find((one) => one.reference === reference[0])
  if (entry) entry.handle = (_resolver, ctx, next) => instance.handle(ctx as HttpContext, next as NextFn)
}

function chainOf(list: LazyMiddleware[]) {
  let handlers: Middleware[] | undefined
  let loading: Promise<Middleware[]> | undefined

  async function load() {
    const classes = await Promise.all(list.map(async (lazy) => (await lazy()).default))
    // The container builds what the list names; their constructors declare their own injections.
    const built: Middleware[] = await Promise.all(classes.map((middleware) => app.container.make(middleware)))
    handlers = built
    return built
  }

  function run(all: Middleware[], ctx: HttpContext, next: NextFn) {
    const dispatch = (index: number): ReturnType<NextFn> =>
      index === all.length ? next() : all[index]!.handle(ctx, () => dispatch(index + 1))
    return dispatch(0)
  }

  class ChainedMiddleware {
    handle(ctx: HttpContext, next: NextFn) {
      if (handlers) return run(handlers, ctx, next)
      return (loading ??= load()).then((all) => run(all, ctx, next))
    }
  }
  // One shared instance: the container hands back a bound value instead of constructing one per request.
  const instance = new ChainedMiddleware()
  app.container.bindValue(ChainedMiddleware, instance)
  const reference: [LazyMiddleware] = [async () => ({ default: ChainedMiddleware })]
  return { reference, instance }
}
