import type { HttpContext } from '@adonisjs/core/http'
import { voteRequest } from '@kobza/contract'
import { validate } from '#core/validate'
import { votePoll } from '#feed/actions/vote_poll'
import { withdrawVote } from '#feed/actions/withdraw_vote'
import { listVoters } from '#feed/actions/list_voters'
import { optionalViewer } from '#accounts/public'

export default class PollsController {
  /** POST /api/v1/polls/{pollId} with the chosen option ids: answers the poll with each option's share. */
  async vote({ currentUser, params, request }: HttpContext) {
    const optionIds = validate(voteRequest, request.body())
    return votePoll(currentUser!, Number(params.pollId), optionIds)
  }

  /** DELETE /api/v1/polls/{pollId}: takes the caller's vote back where the poll allows it. */
  async withdraw({ currentUser, params }: HttpContext) {
    return withdrawVote(currentUser!, Number(params.pollId))
  }

  /** GET /api/v1/polls/{pollId}/voters: who chose each option, unless the poll is anonymous. */
  async voters(ctx: HttpContext) {
    return listVoters(await optionalViewer(ctx), Number(ctx.params.pollId))
  }
}
