import router from '@adonisjs/core/services/router'
import {
  adminDashboardAuthorities,
  adminResources,
  legendDecisionAuthorities,
  type AdminResource,
} from '@kobza/contract'
import { middleware } from '#start/kernel'

const AdminGenresController = () => import('#admin/genres_controller')
const AdminErasController = () => import('#admin/eras_controller')
const AdminUsersController = () => import('#admin/users_controller')
const AdminAuditLogsController = () => import('#admin/audit_logs_controller')
const AdminReportsController = () => import('#admin/reports_controller')
const AdminPaymentsController = () => import('#admin/payments_controller')
const AdminWithdrawalsController = () => import('#admin/withdrawals_controller')
const AdminGreetingOrdersController = () => import('#admin/greeting_orders_controller')
const AdminSubscriptionsController = () => import('#admin/subscriptions_controller')
const AdminPostsController = () => import('#admin/posts_controller')
const AdminCommentsController = () => import('#admin/comments_controller')
const AdminDashboardController = () => import('#admin/dashboard_controller')
const AdminLegendReviewsController = () => import('#admin/legend_reviews_controller')
const AdminLegendsController = () => import('#admin/legends_controller')
const AdminLegendSettingsController = () => import('#admin/legend_settings_controller')

/*
 * One console resource's routes under /admin/api, admitting the authorities the contract lists
 * for it: the console shows the same set.
 */
function consoleRoutes(resource: AdminResource, routes: () => void) {
  router
    .group(routes)
    .prefix('/admin/api')
    .use([middleware.auth(), middleware.authority({ anyOf: [...adminResources[resource]] })])
}

consoleRoutes('genres', () => {
  router.resource('genres', AdminGenresController).apiOnly().as('admin.genres')
})

/* The era codes are fixed (markets and legends filter by them): no create or delete is routed. */
consoleRoutes('eras', () => {
  router.resource('eras', AdminErasController).only(['index', 'show', 'update']).as('admin.eras')
})

consoleRoutes('users', () => {
  router.resource('users', AdminUsersController).apiOnly().except(['store', 'destroy']).as('admin.users')
})

consoleRoutes('audit-logs', () => {
  router.get('audit-logs', [AdminAuditLogsController, 'index']).as('admin.audit_logs.index')
  router.get('audit-logs/export', [AdminAuditLogsController, 'export']).as('admin.audit_logs.export')
})

consoleRoutes('subscriptions', () => {
  router.resource('subscriptions', AdminSubscriptionsController).only(['index', 'show']).as('admin.subscriptions')
})

consoleRoutes('payments', () => {
  router.resource('payments', AdminPaymentsController).only(['index', 'show']).as('admin.payments')
})

consoleRoutes('withdrawals', () => {
  router.resource('withdrawals', AdminWithdrawalsController).only(['index', 'show', 'update']).as('admin.withdrawals')
})

consoleRoutes('greeting-orders', () => {
  router.resource('greeting-orders', AdminGreetingOrdersController).only(['index', 'show']).as('admin.greeting_orders')
  router
    .post('greeting-orders/:id/refunds', [AdminGreetingOrdersController, 'refund'])
    .as('admin.greeting_orders.refund')
})

consoleRoutes('reports', () => {
  router.resource('reports', AdminReportsController).apiOnly().only(['index', 'show', 'update']).as('admin.reports')
})

consoleRoutes('posts', () => {
  router.resource('posts', AdminPostsController).only(['index', 'show', 'update', 'destroy']).as('admin.posts')
})

consoleRoutes('comments', () => {
  router.resource('comments', AdminCommentsController).only(['index', 'show', 'update', 'destroy']).as('admin.comments')
})

consoleRoutes('legend-reviews', () => {
  router.get('legend-reviews', [AdminLegendReviewsController, 'index']).as('admin.legend_reviews.index')
  router.get('legend-reviews/:id', [AdminLegendReviewsController, 'show']).as('admin.legend_reviews.show')
  // Administrators read the queue with the judges; only judges decide.
  router
    .post('legend-reviews/:id/decisions', [AdminLegendReviewsController, 'decide'])
    .as('admin.legend_reviews.decide')
    .use(middleware.authority({ anyOf: [...legendDecisionAuthorities] }))
})

consoleRoutes('legends', () => {
  router.get('legends', [AdminLegendsController, 'index']).as('admin.legends.index')
  router.get('legends/:id', [AdminLegendsController, 'show']).as('admin.legends.show')
  router.put('legends/:id', [AdminLegendsController, 'update']).as('admin.legends.update')
  router.delete('legends/:id', [AdminLegendsController, 'destroy']).as('admin.legends.destroy')
})

consoleRoutes('legend-settings', () => {
  router.get('legend-settings', [AdminLegendSettingsController, 'index']).as('admin.legend_settings.index')
  router.get('legend-settings/:id', [AdminLegendSettingsController, 'show']).as('admin.legend_settings.show')
  router.put('legend-settings/:id', [AdminLegendSettingsController, 'update']).as('admin.legend_settings.update')
})

router
  .get('/admin/api/dashboard', [AdminDashboardController, 'show'])
  .as('admin.dashboard')
  .use([middleware.auth(), middleware.authority({ anyOf: [...adminDashboardAuthorities] })])
