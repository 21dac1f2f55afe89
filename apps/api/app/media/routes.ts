import { mounts } from '@kobza/contract/routes'
import { mountRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const MediaController = () => import('#media/media_controller')
const ResumableController = () => import('#media/resumable_controller')

mountRoute(mounts.media.file, [MediaController, 'show'])
mountRoute(mounts.media.uploadCreation, [ResumableController, 'handle']).use(middleware.auth())
mountRoute(mounts.media.uploads, [ResumableController, 'handle']).use(middleware.auth())
