import db from '@adonisjs/lucid/services/db'
import { feedMessages, type PollVoters } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import type { User } from '#accounts/public'
import { visiblePoll } from '#feed/actions/vote_poll'

/**
 * Who voted for each option of a poll that is not anonymous, in voting order, for viewers who
 * may see its post. An anonymous poll never names its voters: not here, not anywhere else.
 */
export async function listVoters(viewer: User | undefined, pollId: number): Promise<PollVoters> {
  const poll = await visiblePoll(pollId, viewer)
  if (poll.isAnonymous) throw ApiException.forbidden(feedMessages.anonymousPoll)
  const [options, votes] = await Promise.all([
    db.from('poll_options').where('poll_id', poll.id).orderBy('position').select('id'),
    db
      .from('poll_votes')
      .join('users', 'users.id', 'poll_votes.user_id')
      .where('poll_votes.poll_id', poll.id)
      .where('users.status', 'ACTIVE')
      .orderBy('poll_votes.id')
      .select('poll_votes.option_id', 'users.uuid', 'users.nick_name', 'users.public_name', 'users.avatar'),
  ])
  return options.map((option: { id: number }) => ({
    optionId: Number(option.id),
    voters: votes
      .filter((vote: { option_id: number }) => Number(vote.option_id) === Number(option.id))
      .map((vote: { uuid: string; nick_name: string; public_name: string; avatar: string | null }) => ({
        uuid: vote.uuid,
        nickName: vote.nick_name,
        publicName: vote.public_name,
        avatar: vote.avatar,
      })),
  }))
}
