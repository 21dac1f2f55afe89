import '#legends/register'
import '#legends/hall_of_fame_primer'
import '#legends/legend_primer'
import '#legends/page_heads'
import { routes } from '@kobza/contract/routes'
import { serve } from '#core/contract_routes'

const LegendsController = () => import('#legends/legends_controller')

const { legends } = routes
const params = { id: 'uuid', commentId: 'number' } as const
const open = { params }
const signedIn = { params, auth: 'user' } as const

serve(legends, LegendsController, ['search', 'songsLegends', 'songsLegendsCount', 'show', 'comments', 'replies'], open)
serve(legends, LegendsController, ['createSong', 'createPerson', 'vote', 'like', 'unlike', 'remove'], signedIn)
serve(legends, LegendsController, ['addComment', 'reply'], signedIn)
