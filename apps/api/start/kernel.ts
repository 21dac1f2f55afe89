import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import { useChain } from '#core/middleware/chain'

server.errorHandler(() => import('#core/exceptions/handler'))

/*
 * Run on every request, as one chain (see chain.ts for why): add global middleware to this
 * list rather than to router.use, which would cost its own layer per request.
 */
useChain(server, [
  () => import('#core/middleware/frontend_version_middleware'),
  // Before the apps are served, so pages and assets carry the security headers as the API does.
  () => import('#core/middleware/security_headers_middleware'),
  () => import('#core/middleware/serve_apps_middleware'),
  () => import('#core/middleware/cors_gate_middleware'),
  // Compression looks at the answer after no-store has decided its cache policy.
  () => import('#core/middleware/compress_json_middleware'),
  () => import('#core/middleware/no_store_middleware'),
  // Payment callbacks: rate-limited per address and size-capped before their body is read.
  () => import('#payments/callback_guard_middleware'),
  // The body parser, for requests that match a route.
  () => import('#core/middleware/route_body_middleware'),
  // Multipart bodies only where the route takes one (415 elsewhere, before anything reads them).
  () => import('#media/multipart_gate_middleware'),
])

export const middleware = router.named({
  auth: () => import('#accounts/auth_middleware'),
  authority: () => import('#accounts/authority_middleware'),
})
