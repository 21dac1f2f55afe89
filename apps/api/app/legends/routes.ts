import '#legends/register'
import '#legends/hall_of_fame_primer'
import '#legends/legend_primer'
import '#legends/page_heads'
import router from '@adonisjs/core/services/router'
import { routes } from '@kobza/contract/routes'
import { endpointRoute } from '#core/contract_routes'
import { middleware } from '#start/kernel'

const LegendsController = () => import('#legends/legends_controller')

const uuid = router.matchers.uuid()
const id = router.matchers.number()
const legends = routes.legends

endpointRoute(legends.search, [LegendsController, 'search'])
endpointRoute(legends.songsLegends, [LegendsController, 'songsLegends'])
endpointRoute(legends.songsLegendsCount, [LegendsController, 'songsLegendsCount'])
endpointRoute(legends.createSong, [LegendsController, 'createSong']).use(middleware.auth())
endpointRoute(legends.createPerson, [LegendsController, 'createPerson']).use(middleware.auth())
endpointRoute(legends.vote, [LegendsController, 'vote']).where('id', uuid).use(middleware.auth())
endpointRoute(legends.like, [LegendsController, 'like']).where('id', uuid).use(middleware.auth())
endpointRoute(legends.unlike, [LegendsController, 'unlike']).where('id', uuid).use(middleware.auth())
endpointRoute(legends.show, [LegendsController, 'show']).where('id', uuid)
endpointRoute(legends.remove, [LegendsController, 'remove']).where('id', uuid).use(middleware.auth())
endpointRoute(legends.comments, [LegendsController, 'comments']).where('id', uuid)
endpointRoute(legends.addComment, [LegendsController, 'addComment']).where('id', uuid).use(middleware.auth())
endpointRoute(legends.replies, [LegendsController, 'replies']).where('id', uuid).where('commentId', id)
endpointRoute(legends.reply, [LegendsController, 'reply'])
  .where('id', uuid)
  .where('commentId', id)
  .use(middleware.auth())
