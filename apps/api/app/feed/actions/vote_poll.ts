import db from '@adonisjs/lucid/services/db'
import { feedMessages, type FeedPoll as PollAnswer } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { visiblePost } from '#feed/access'
import { loadPolls } from '#feed/present'
import { storedNow } from '#core/stored_time'
import { insertOnce } from '#feed/insert_once'
import Poll from '#feed/poll'
import PollOption from '#feed/poll_option'

/** A poll the user may see (its post's rules), or 404. */
export async function visiblePoll(pollId: number, user: User | undefined): Promise<Poll> {
  const poll = await Poll.find(pollId)
  if (!poll) throw ApiException.notFound(feedMessages.pollNotFound)
  await visiblePost(poll.postId, user)
  return poll
}

export async function presentPoll(pollId: number, user: User): Promise<PollAnswer> {
  return (await loadPolls([pollId], user)).get(pollId)!
}

/**
 * Casts the user's ballot: one option, or several in a multi-answer poll. One ballot per
 * user and poll (a unique key, so two racing votes cannot both count); the counts move in
 * the same transaction. Answers the poll with every option's share.
 */
export async function votePoll(user: User, pollId: number, optionIds: number[]): Promise<PollAnswer> {
  const poll = await visiblePoll(pollId, user)
  const chosen = [...new Set(optionIds)]
  if (chosen.length === 0) throw ApiException.unprocessable([{ message: feedMessages.chooseOption }])
  if (!poll.isMultiAnswer && chosen.length > 1)
    throw ApiException.unprocessable([{ message: feedMessages.oneOptionOnly }])
  const options = new Set((await PollOption.query().where('poll_id', poll.id).select('id')).map((option) => option.id))
  if (chosen.some((id) => !options.has(id))) throw ApiException.unprocessable([{ message: feedMessages.unknownOption }])

  await db.transaction(async (trx) => {
    const ballot = { poll_id: poll.id, user_id: user.id, created_at: storedNow() }
    if (!(await insertOnce(trx, 'poll_ballots', ballot, ['poll_id', 'user_id'])))
      throw ApiException.conflict(feedMessages.alreadyVoted)
    await trx
      .insertQuery()
      .table('poll_votes')
      .multiInsert(chosen.map((optionId) => ({ poll_id: poll.id, option_id: optionId, user_id: user.id })))
    await trx.from('poll_options').whereIn('id', chosen).increment('count_votes', 1)
    await trx.from('polls').where('id', poll.id).increment('count_voters', 1)
  })
  return presentPoll(poll.id, user)
}
