import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminGenresController = () => import('#admin/genres_controller')
const AdminUsersController = () => import('#admin/users_controller')
const AdminAuditLogsController = () => import('#admin/audit_logs_controller')

router
  .group(() => {
    router.resource('genres', AdminGenresController).apiOnly().as('admin.genres')
    router.resource('users', AdminUsersController).apiOnly().except(['store', 'destroy']).as('admin.users')
    router.get('audit-logs', [AdminAuditLogsController, 'index']).as('admin.audit_logs.index')
  })
  .prefix('/admin/api')
  .use([middleware.auth(), middleware.authority({ anyOf: ['ADMIN', 'MODERATOR'] })])
