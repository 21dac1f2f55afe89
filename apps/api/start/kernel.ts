import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import { chain } from '#core/middleware/chain'

server.errorHandler(() => import('#core/exceptions/handler'))

/* Run on every request, matched to a route or not (chained: see chain.ts for why). */
server.use(
  chain([
    () => import('#core/middleware/frontend_version_middleware'),
    () => import('#core/middleware/serve_apps_middleware'),
    () => import('@adonisjs/cors/cors_middleware'),
  ])
)

/* Run on requests that matched a route. */
router.use(
  chain([
    () => import('@adonisjs/core/bodyparser_middleware'),
    () => import('#core/middleware/no_store_middleware'),
    () => import('#core/middleware/compress_json_middleware'),
  ])
)

export const middleware = router.named({
  auth: () => import('#accounts/auth_middleware'),
  authority: () => import('#accounts/authority_middleware'),
})
