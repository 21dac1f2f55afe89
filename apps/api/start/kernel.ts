import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/exceptions/handler'))

/* Run on every request, matched to a route or not. */
server.use([
  () => import('#core/middleware/frontend_version_middleware'),
  // Before the apps are served, so pages and assets carry the security headers as the API does.
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#core/referrer_policy_middleware'),
  () => import('#core/middleware/serve_apps_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
])

/* Run on requests that matched a route. */
router.use([() => import('@adonisjs/core/bodyparser_middleware'), () => import('#core/middleware/no_store_middleware')])

export const middleware = router.named({
  auth: () => import('#accounts/auth_middleware'),
  authority: () => import('#accounts/authority_middleware'),
})
