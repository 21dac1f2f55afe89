import db from '@adonisjs/lucid/services/db'
import { feedMessages, type FeedPoll as PollAnswer } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { presentPoll, visiblePoll } from '#feed/actions/vote_poll'

/** Takes the user's ballot back, in polls that allow it (isCanCancelOwnVote); the user may vote again. */
export async function withdrawVote(user: User, pollId: number): Promise<PollAnswer> {
  const poll = await visiblePoll(pollId, user)
  if (!poll.isCanCancelOwnVote) throw ApiException.forbidden(feedMessages.cannotWithdraw)
  await db.transaction(async (trx) => {
    const deleted = await trx.from('poll_ballots').where({ poll_id: poll.id, user_id: user.id }).delete()
    if (Number(Array.isArray(deleted) ? deleted.length : deleted) === 0)
      throw ApiException.conflict(feedMessages.notVoted)
    const chosen = (await trx.from('poll_votes').where({ poll_id: poll.id, user_id: user.id }).select('option_id')).map(
      (row: { option_id: number }) => Number(row.option_id)
    )
    await trx.from('poll_votes').where({ poll_id: poll.id, user_id: user.id }).delete()
    if (chosen.length > 0) await trx.from('poll_options').whereIn('id', chosen).decrement('count_votes', 1)
    await trx.from('polls').where('id', poll.id).decrement('count_voters', 1)
  })
  return presentPoll(poll.id, user)
}
