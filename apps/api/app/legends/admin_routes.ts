import router from '@adonisjs/core/services/router'
import { adminResources, legendDecisionAuthorities, type AdminResource } from '@kobza/contract'
import { middleware } from '#start/kernel'

const controllers = () => import('#legends/admin_controller')
const reviews = async () => ({ default: (await controllers()).LegendReviewsController })
const moderation = async () => ({ default: (await controllers()).AdminLegendsController })
const settings = async () => ({ default: (await controllers()).LegendSettingsController })

/* Each console resource admits the authorities the contract lists for it (the console shows the same set). */
const onlyFor = (resource: AdminResource) => [
  middleware.auth(),
  middleware.authority({ anyOf: [...adminResources[resource]] }),
]

router
  .group(() => {
    router.get('legend-reviews', [reviews, 'index']).as('admin.legend_reviews.index')
    router.get('legend-reviews/:id', [reviews, 'show']).as('admin.legend_reviews.show')
    // Administrators read the queue with the judges; only judges decide.
    router
      .post('legend-reviews/:id/decisions', [reviews, 'decide'])
      .as('admin.legend_reviews.decide')
      .use(middleware.authority({ anyOf: [...legendDecisionAuthorities] }))
  })
  .prefix('/admin/api')
  .use(onlyFor('legend-reviews'))

router
  .group(() => {
    router.get('legends', [moderation, 'index']).as('admin.legends.index')
    router.get('legends/:id', [moderation, 'show']).as('admin.legends.show')
    router.put('legends/:id', [moderation, 'update']).as('admin.legends.update')
    router.delete('legends/:id', [moderation, 'destroy']).as('admin.legends.destroy')
  })
  .prefix('/admin/api')
  .use(onlyFor('legends'))

router
  .group(() => {
    router.get('legend-settings', [settings, 'index']).as('admin.legend_settings.index')
    router.get('legend-settings/:id', [settings, 'show']).as('admin.legend_settings.show')
    router.put('legend-settings/:id', [settings, 'update']).as('admin.legend_settings.update')
  })
  .prefix('/admin/api')
  .use(onlyFor('legend-settings'))
