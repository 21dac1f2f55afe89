import { mounts } from '@kobza/contract/routes'
import { mountRoute } from '#core/contract_routes'

const MediaController = () => import('#media/media_controller')

mountRoute(mounts.media.file, [MediaController, 'show'])
